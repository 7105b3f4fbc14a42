import { expect, type Locator, type Page } from '@playwright/test';

export type InputMode = 'mouse' | 'keyboard';

/**
 * How a journey operates the page. With the mouse: clicks and fills. With the keyboard alone: Tab
 * until the control has focus (proving it is reachable in order), then keys — never a click.
 */
export interface Ui {
  readonly input: InputMode;
  /** Follows a link or presses a button. */
  press(target: Locator): Promise<void>;
  /** Replaces a text field's content. */
  fill(target: Locator, text: string): Promise<void>;
  /** Picks a <select> option by its visible label. */
  select(target: Locator, label: string): Promise<void>;
  /** Toggles a checkbox. */
  toggle(target: Locator): Promise<void>;
  /** Sets a date field to a calendar day (YYYY-MM-DD). */
  date(target: Locator, day: string): Promise<void>;
}

const MAX_TABS = 400;

/**
 * The short way round from the focus to `target` (Tab or Shift+Tab, both wrap around the page) and
 * about how many presses it takes, counting the focusable controls in between in document order (in
 * an open modal dialog, its own). The count may differ a little from the browser's tab order, so it
 * is only a guide: see `tabTo`.
 */
async function shorterWay(target: Locator): Promise<{ key: 'Tab' | 'Shift+Tab'; presses: number }> {
  return target.evaluate((element) => {
    const scope = document.querySelector('dialog:modal') ?? document;
    const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';
    // A group of radio buttons is one stop.
    const radioGroups = new Set<string>();
    const oneStop = (found: HTMLElement) =>
      !(found instanceof HTMLInputElement && found.type === 'radio') || (!radioGroups.has(found.name) && !!radioGroups.add(found.name));
    const all = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (found) => found.tabIndex >= 0 && !(found as HTMLButtonElement).disabled && found.checkVisibility() && oneStop(found),
    );
    const active = document.activeElement;
    const at = (node: Element) => all.filter((found) => found.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).length;
    // With nothing focused, the first Tab goes to the first control and the first Shift+Tab to the last.
    const from = !active || active === document.body ? -1 : at(active);
    const ring = all.length + 1;
    const forward = (at(element) - from + ring) % ring;
    return forward <= ring - forward ? { key: 'Tab', presses: forward } : { key: 'Shift+Tab', presses: ring - forward };
  });
}

/** Presses left unchecked for how far the count in `shorterWay` may be out. */
const MARGIN = 3;

/**
 * Tabs (wrapping) until `target` is focused; fails if the keyboard cannot reach it. Towards the target
 * the short way round (`shorterWay`): a link in the header, reached forward from inside a long list,
 * took 190 presses, and a control below a long page, reached from its top, 150: each over a minute on a
 * loaded machine. Focus is compared with the element found once, not by finding
 * it again after each press: a role and name are looked up across the whole page, which on a long
 * list cost more than the press itself. (Should the page replace the element meanwhile, it is found
 * again.)
 */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const { key, presses: about } = await shorterWay(target);
  // The presses up to a few short of the target, then one at a time until it has focus: asking the
  // page where the focus is after each press doubled the time a long way took.
  const unchecked = Math.max(0, about - MARGIN);
  for (let press = 0; press < unchecked; press += 1) await page.keyboard.press(key);
  let element = await target.elementHandle();
  for (let presses = unchecked; presses < MAX_TABS; presses += 1) {
    const focus = await element?.evaluate((found) => (found.isConnected ? found === document.activeElement : 'replaced'));
    if (focus === true) return;
    if (focus !== false) {
      element = await target.elementHandle();
      continue;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`Not reachable with ${key} within ${MAX_TABS} presses: ${target.toString()}`);
}

export function createUi(page: Page, input: InputMode): Ui {
  if (input === 'mouse') {
    return {
      input,
      press: (target) => target.click(),
      fill: (target, text) => target.fill(text),
      select: async (target, label) => {
        await target.selectOption({ label });
      },
      toggle: (target) => target.click(),
      date: (target, day) => target.fill(day),
    };
  }
  return {
    input,
    press: async (target) => {
      await tabTo(page, target);
      await page.keyboard.press('Enter');
    },
    fill: async (target, text) => {
      await tabTo(page, target);
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.type(text);
    },
    select: async (target, label) => {
      await tabTo(page, target);
      // A closed <select> picks the option whose label starts with what is typed.
      await page.keyboard.type(label);
    },
    toggle: async (target) => {
      await tabTo(page, target);
      await page.keyboard.press('Space');
    },
    date: async (target, day) => {
      await tabTo(page, target);
      const [year, month, date] = day.split('-');
      // en-US date fields take month, day and year segments in turn.
      await page.keyboard.type(`${month}${date}${year}`);
    },
  };
}
