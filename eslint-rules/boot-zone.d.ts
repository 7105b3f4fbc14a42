import type { ESLint } from 'eslint';

/** The lint rule `boot/reaches-no-react` (boot-zone.js). */
export declare const bootZone: ESLint.Plugin;
