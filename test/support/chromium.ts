import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, the browser people use: the bench measures in it and the deploy trial looks
 * with it. Browser downloads do not work on these machines. CHROMIUM_PATH overrides.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser suite's: Debian's Chromium headless shell (package chromium-headless-shell), the same
 * Blink, V8, network stack and service workers without the browser's own windows, tab UI and spare
 * processes, which cost half the suite's CPU and which no test looks at (decision 0020).
 * E2E_CHROMIUM_PATH overrides: `E2E_CHROMIUM_PATH=/usr/bin/chromium` runs the suite in the full browser.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Without the background-networking flags Chromium keeps calling Google's servers, which this
 * network refuses; --no-sandbox because CI runs as root.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Fails with what to install when the browser is not at `path`. */
export function assertChromium(path = CHROMIUM_PATH, variable = 'CHROMIUM_PATH', debianPackage = 'chromium'): void {
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install it (apt-get install -y ${debianPackage}) or set ${variable}.`);
  }
}

export function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
