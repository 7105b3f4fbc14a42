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

/** Whether the element with focus comes after `target` in the document: then Shift+Tab is the short way. */
async function focusIsAfter(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const active = document.activeElement;
    return !!active && active !== document.body && (element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
}

/**
 * Tabs (wrapping) until `target` is focused; fails if the keyboard cannot reach it. Towards the target
 * the short way: a link in the header, reached forward from inside a long list, took 190 presses,
 * over a minute on a loaded machine. Focus is compared with the element found once, not by finding
 * it again after each press: a role and name are looked up across the whole page, which on a long
 * list cost more than the press itself. (Should the page replace the element meanwhile, it is found
 * again.)
 */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const key = (await focusIsAfter(target)) ? 'Shift+Tab' : 'Tab';
  let element = await target.elementHandle();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
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
