import type { ESLint } from 'eslint';

/** The lint rules `layers/direction` and `layers/no-circles` (layers.js). */
export declare const layers: ESLint.Plugin;
