import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { shortcutsLoaded } from './shortcuts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** The rules whose outcome depends on the colours alone: all a second theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core on the page as it is now: WCAG 2.x A/AA and best practices, or (`colours`) only the
 * rules about colour, for the same page in its other theme (the themes differ in colours alone).
 * Injected through the DevTools protocol, so the app's Content-Security-Policy stays on while it is
 * checked.
 */
export async function serious(page: Page, rules: 'all' | 'colours' = 'all'): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const runOnly =
    rules === 'colours'
      ? { type: 'rule', values: COLOUR_RULES }
      : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] };
  const violations = await page.evaluate(async (only) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await axe.run(document, { runOnly: only });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, runOnly);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * The header's last part, the keyboard shortcuts, arrives when the browser is idle: a check or a
 * picture waits for it, so that it sees the page as it stays.
 */
export async function headerSettled(page: Page): Promise<void> {
  await shortcutsLoaded(page);
}
