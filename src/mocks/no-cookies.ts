/**
 * Stands in for `tough-cookie` wherever the app is built or tested (vite.config.ts's alias). MSW keeps
 * cookies the way a browser would, through tough-cookie and its public-suffix list (`tldts`): about
 * 370 KB of the demo's mock-API chunk, and a cookie-jar lookup for every handler MSW tries on every
 * request. The Meeting Records API carries its key in a header and sets no cookies, so the mock API's
 * jar stays empty: what MSW asks of it is answered here, with nothing (decision 0018).
 */
export class Cookie {
  static fromJSON(): Cookie | null {
    return null;
  }
  toJSON(): Record<string, never> {
    return {};
  }
}

export class MemoryCookieStore {
  idx: Record<string, never> = {};
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return [];
  }
  setCookie(): Promise<void> {
    return Promise.resolve();
  }
}
