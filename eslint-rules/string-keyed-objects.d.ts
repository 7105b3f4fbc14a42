import type { ESLint } from 'eslint';

/** The lint rule `keys/no-string-keyed-objects` (string-keyed-objects.js). */
export declare const stringKeyedObjects: ESLint.Plugin;
