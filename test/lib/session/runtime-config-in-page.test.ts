import { describe, expect, it, onTestFinished } from 'vitest';
import { readRuntimeConfig } from '@/lib/session/runtime-config';
import {
  BUILT_RUNTIME_CONFIG_ELEMENT,
  runtimeConfigElement,
  runtimeConfigOfPage,
  withRuntimeConfig,
} from '@/lib/session/runtime-config-in-page';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`;

/** The page's document as a browser parses it. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the runtime config written into a page', () => {
  it('is read by the page as written, in place of the build’s demo config', () => {
    const built = page(BUILT_RUNTIME_CONFIG_ELEMENT);
    expect(readRuntimeConfig(parse(built))).toEqual({ mode: 'demo', apiBaseUrl: '' });
    const served = withRuntimeConfig(built, { mode: 'live', apiBaseUrl: 'https://api.example.com' });
    expect(readRuntimeConfig(parse(served))).toEqual({ mode: 'live', apiBaseUrl: 'https://api.example.com' });
    expect(runtimeConfigOfPage(served)).toEqual({ mode: 'live', apiBaseUrl: 'https://api.example.com' });
    // Written again (a service worker's copy of a page): still one element.
    const again = withRuntimeConfig(served, { mode: 'demo', apiBaseUrl: '' });
    expect(parse(again).querySelectorAll('script')).toHaveLength(1);
    expect(runtimeConfigOfPage(again)).toEqual({ mode: 'demo', apiBaseUrl: '' });
  });

  it('cannot end its element early, whatever the API’s address holds', () => {
    const hostile = { mode: 'live', apiBaseUrl: '</script><script>window.pwned = 1</script>' } as const;
    const served = parse(withRuntimeConfig(page(BUILT_RUNTIME_CONFIG_ELEMENT), hostile));
    expect([...served.querySelectorAll('script')].map((script) => script.type)).toEqual(['application/json']);
    expect(readRuntimeConfig(served)).toEqual(hostile);
    expect(runtimeConfigElement(hostile)).not.toContain('</script><');
  });

  it('falls back to demo mode for a page without one, or with one that is not the config', () => {
    expect(readRuntimeConfig(parse(page('')))).toEqual({ mode: 'demo', apiBaseUrl: '' });
    const odd = (text: string) => page(`<script type="application/json" id="runtime-config">${text}</script>`);
    for (const text of ['', 'not json', '"live"', '{"mode":"LIVE","apiBaseUrl":42}', 'null'])
      expect(readRuntimeConfig(parse(odd(text))), text).toEqual({ mode: 'demo', apiBaseUrl: '' });
    expect(runtimeConfigOfPage(page(''))).toBeNull();
    expect(withRuntimeConfig(page(''), { mode: 'live', apiBaseUrl: '' })).toBe(page(''));
  });

  it('is read from the document the app runs in', () => {
    const holder = document.createElement('div');
    holder.innerHTML = runtimeConfigElement({ mode: 'live', apiBaseUrl: '' });
    document.head.append(...holder.childNodes);
    onTestFinished(() => document.getElementById('runtime-config')?.remove());
    expect(readRuntimeConfig()).toEqual({ mode: 'live', apiBaseUrl: '' });
  });
});
