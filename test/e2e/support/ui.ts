import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

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

interface Way {
  /** The target has the focus. */
  there: boolean;
  /**
   * Nothing has the focus. The browser's next Tab then starts where the focus last was (a control
   * since removed, such as a closed notice's button), not at the page's top, so no count holds yet.
   */
  lost: boolean;
  key: 'Tab' | 'Shift+Tab';
  /** About how many presses it takes. */
  presses: number;
}

/**
 * The short way round from the focus to `element` (Tab or Shift+Tab, both wrap around the page) and
 * about how many presses it takes, counting the focusable controls in between in document order (in
 * an open modal dialog, its own). The count may differ a little from the browser's tab order, so it
 * is only a guide: see `tabTo`. `null` when the page has replaced the element.
 */
async function shorterWay(element: ElementHandle<HTMLElement | SVGElement>): Promise<Way | null> {
  return element.evaluate((target) => {
    if (!target.isConnected) return null;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    const scope = document.querySelector('dialog:modal') ?? document;
    const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';
    // A group of radio buttons is one stop.
    const radioGroups = new Set<string>();
    const oneStop = (found: HTMLElement) =>
      !(found instanceof HTMLInputElement && found.type === 'radio') || (!radioGroups.has(found.name) && !!radioGroups.add(found.name));
    const all = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (found) => found.tabIndex >= 0 && !(found as HTMLButtonElement).disabled && found.checkVisibility() && oneStop(found),
    );
    const at = (node: Element) => all.filter((found) => found.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).length;
    const from = lost ? -1 : at(active);
    const ring = all.length + 1;
    const forward = (at(target) - from + ring) % ring;
    const way =
      forward <= ring - forward ? ({ key: 'Tab', presses: forward } as const) : ({ key: 'Shift+Tab', presses: ring - forward } as const);
    return { there: target === active, lost, ...way };
  });
}

/** Presses left unchecked for how far the count in `shorterWay` may be out. */
const MARGIN = 3;

/**
 * Tabs (wrapping) until `target` is focused; fails if the keyboard cannot reach it. Towards the target
 * the short way round (`shorterWay`): a link in the header, reached forward from inside a long list,
 * took 190 presses, and a control below a long page, reached from its top, 150: each over a minute on a
 * loaded machine. Most of the way is pressed without looking (asking the page after each press doubled
 * the time a long way took), the last few presses one at a time, and the way is planned again from
 * wherever the focus then is: the page may have changed meanwhile (a list that loads its next page
 * when Tab reaches its end grows away from a focus going forward through it), and with nothing
 * focused the first press lands where the focus last was. The element is found once and asked
 * directly: a role and name looked up across a long list cost more than the press itself. (Should the
 * page replace it meanwhile, it is found again.)
 */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  let element = await target.elementHandle();
  for (let pressed = 0; pressed < MAX_TABS;) {
    const way = element && (await shorterWay(element));
    if (!way) {
      element = await target.elementHandle();
      continue;
    }
    if (way.there) return;
    const presses = way.lost ? 1 : Math.max(1, way.presses - MARGIN);
    for (let press = 0; press < presses; press += 1) await page.keyboard.press(way.key);
    pressed += presses;
  }
  throw new Error(`Not reachable with the keyboard within ${MAX_TABS} presses: ${target.toString()}`);
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
