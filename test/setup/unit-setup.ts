import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB (the meeting library keeps its copy there): an in-memory one, emptied after each test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureApi } from '@/api/api-config';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { db } from '@/mocks/data/db';
import { server } from '@/mocks/node/test-server';
import { cutJsdomDefaultStylesheet } from './jsdom-default-styles';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// Every wait ends on an event (what the screen shows, a request arriving); timing itself is checked on
// fake clocks. So the time limits of findBy/waitFor and of a test only have to catch what would never
// end, and are set far above what the work takes on a 2-core machine shared with other CPU-bound work:
// there, the first screen a test file renders (a fresh process, cold) took over 5 s to appear, and a
// test up to 13 s, where Testing Library allows 1 s and Vitest 5 s by default.
const { getElementError: errorWithThePage } = getConfig();
// Testing Library's mark on a try of findBy* or waitFor, whose error is thrown away unless it is the last.
const inAWaitsTry = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
configure({
  asyncUtilTimeout: 15_000,
  // Each failed try of a findBy* or waitFor printed the whole page into an error it then threw away: 3 % of
  // the unit tests' CPU time. A try's error leaves the page out; the error that ends a wait is built
  // again, page and all, when the wait times out (waitFor's onTimeout).
  getElementError: (message, container) =>
    inAWaitsTry() ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }) : errorWithThePage(message, container),
});
vi.setConfig({ testTimeout: 60_000 });

// jsdom has <dialog> but not its modal methods; browsers do (the e2e suite uses the real thing).
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
}

/**
 * The test files of a worker share one jsdom window (`isolate: false` in vite.config.ts), and this file
 * runs again before each of them: the window is patched once, by the first, and the patches' state is
 * kept on the window for the files after it.
 */
interface JsdomPatches {
  /** Where the page asked to scroll to (see below). */
  scrollPosition: { x: number; y: number };
}
const PATCHES = Symbol.for('unit-setup: jsdom patches');
/**
 * The attributes a computed style can depend on here: the inline style, and those the selectors of
 * jsdom's default stylesheet (jsdom/lib/jsdom/browser/default-stylesheet.css) read, directly or
 * through a pseudo-class (:link reads href, :modal and :popover-open what the dialog methods set).
 */
const STYLED_ATTRIBUTES = [
  'style',
  'hidden',
  'open',
  'type',
  'dir',
  'lang',
  'href',
  'title',
  'popover',
  'rules',
  'frame',
  'align',
  'sizes',
];
const patches: JsdomPatches = ((window as unknown as Record<symbol, JsdomPatches | undefined>)[PATCHES] ??= patchJsdom());

function patchJsdom(): JsdomPatches {
  const state: JsdomPatches = { scrollPosition: { x: 0, y: 0 } };
  cutJsdomDefaultStylesheet();

  /**
   * jsdom computes every style from scratch (each inherited property walks up to the root), and Testing
   * Library's role queries ask for the style of every candidate and its ancestors: on a full screen one
   * query took hundreds of milliseconds, and a wait spent its time on them. Styles here change only with
   * the document (no stylesheet is loaded but jsdom's default one, nothing is laid out), so each
   * element's style is kept until a change that can alter it: the element put somewhere (added or
   * moved, with all inside it: what they inherit may differ there), or an attribute that an inline
   * style or the default stylesheet's selectors read changed on it or on an element it is inside
   * (whose styles it inherits). Text, and the other attributes (aria-*, data-*, class, value…), change
   * with nearly every render and change no style. (The one selector that looks at siblings,
   * `details > summary:first-of-type`, decides between two ways of showing a summary, never whether.)
   */
  const computeStyle = window.getComputedStyle.bind(window);
  const cache = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = (node: Node) => {
    if (!(node instanceof Element)) return;
    cache.delete(node);
    for (const inside of node.querySelectorAll('*')) cache.delete(inside);
  };
  const apply = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'attributes') forget(record.target);
      else record.addedNodes.forEach(forget);
    }
  };
  const changes = new MutationObserver(apply);
  changes.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: STYLED_ATTRIBUTES });
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computeStyle(element, pseudoElement);
    apply(changes.takeRecords());
    let style = cache.get(element);
    if (!style) cache.set(element, (style = computeStyle(element)));
    return style;
  };

  // jsdom lays nothing out, so it cannot scroll: its scrollTo only reports "Not implemented". Keep the
  // position a page asks for, as a browser would on a page tall enough, so that code which scrolls and
  // reads the position back (scroll restoration) sees what it would in a browser.
  function scrollWindow(xOrOptions?: number | ScrollToOptions, y?: number): void {
    const { x: left, y: top } =
      typeof xOrOptions === 'object'
        ? { x: xOrOptions.left ?? state.scrollPosition.x, y: xOrOptions.top ?? state.scrollPosition.y }
        : { x: xOrOptions ?? 0, y: y ?? 0 };
    state.scrollPosition = { x: Math.max(0, left), y: Math.max(0, top) };
  }
  window.scrollTo = window.scroll = scrollWindow as Window['scrollTo'];
  for (const [name, axis] of [
    ['scrollX', 'x'],
    ['pageXOffset', 'x'],
    ['scrollY', 'y'],
    ['pageYOffset', 'y'],
  ] as const) {
    Object.defineProperty(window, name, { configurable: true, get: () => state.scrollPosition[axis] });
  }
  return state;
}

beforeEach(() => {
  configureApi({ baseUrl: '', getApiKey: apiKeyStore.get });
  // React warnings are bugs: a test that logs one fails.
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  // What a test put in the page itself, outside what it rendered: the next test, in this file or the
  // next one in this worker, starts from an empty page, as in a fresh jsdom.
  document.body.replaceChildren();
  document.title = '';
  patches.scrollPosition = { x: 0, y: 0 };
  server.resetHandlers();
  db.reset();
  apiKeyStore.forget({ silent: true });
  apiKeyStore.setFallback(null);
  window.sessionStorage.clear();
  window.localStorage.clear();
  globalThis.indexedDB = new IDBFactory();
});

afterAll(() => server.close());
