import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * jsdom's getComputedStyle matches every element against every selector of its default stylesheet
 * (jsdom/lib/jsdom/browser/default-stylesheet.css; the app's own CSS is not loaded in unit tests),
 * and a profile of the slowest unit test file put over a third of its time there: Testing Library's
 * role queries ask for the style of every candidate and its ancestors. Most of those rules set what
 * nothing in a unit test reads (fonts, colours, margins, `direction` — whose `:dir()` selectors run a
 * bidi analysis of the element's text, for every element with a `dir` attribute). The sheet is cut, as
 * jsdom reads it, to the rules that set a property something here reads:
 * - `display`, `visibility`, `content-visibility`, `opacity`: whether Testing Library, jest-dom and
 *   dom-accessibility-api count an element as shown, and the spaces an accessible name gets between
 *   block-level children;
 * - `pointer-events`: whether user-event may click;
 * - `content`: generated text in accessible names;
 * - `font-size`, `overflow*`, `padding*`: what the app itself reads (window-virtual-list, scroll-within);
 * - `height`, `width`: what a test reads with `toHaveStyle`.
 * A test that comes to read another property adds it here.
 */
const READ_PROPERTIES =
  /^(?:display|visibility|content-visibility|opacity|pointer-events|content|font-size|overflow|padding|height|width)(?:-|$)/;

interface CssRuleLike {
  style?: { length: number; [index: number]: string };
  cssRules?: ArrayLike<CssRuleLike>;
}
interface CssSheetLike {
  cssRules: CssRuleLike[];
}
interface CssomModule {
  parse(text: string): CssSheetLike;
}

const readsSomethingRead = (rule: CssRuleLike): boolean =>
  rule.style
    ? Array.from({ length: rule.style.length }, (_, index) => rule.style![index]!).some((property) => READ_PROPERTIES.test(property))
    : true; // @media and the like: kept whole.

/** Call before jsdom first computes a style (it parses its default sheet once, on the first call). */
export function cutJsdomDefaultStylesheet(): void {
  // jsdom's own copy of its CSS parser: the one whose `parse` it calls.
  const jsdomEntry = createRequire(import.meta.url).resolve('jsdom');
  const cssom = createRequire(jsdomEntry)('@acemir/cssom') as CssomModule;
  const sheetPath = join(dirname(jsdomEntry), 'jsdom', 'browser', 'default-stylesheet.css');
  const defaultSheet = readFileSync(sheetPath, 'utf8');
  const parse = cssom.parse.bind(cssom);
  cssom.parse = (text: string) => {
    const sheet = parse(text);
    if (text === defaultSheet) {
      const kept = sheet.cssRules.filter(readsSomethingRead);
      sheet.cssRules.length = 0;
      sheet.cssRules.push(...kept);
    }
    return sheet;
  };
}
