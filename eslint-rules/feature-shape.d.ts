import type { ESLint } from 'eslint';

/** The lint rule `features/shape` (feature-shape.js). */
export declare const featureShape: ESLint.Plugin;
