// The part of jsdom (which ships no types) the build uses to render the app shell: app-shell-plugin.ts.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
