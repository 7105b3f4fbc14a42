import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** A Chromium build the repo runs: where it is, the variable that moves it, the package that installs it. */
interface ChromiumBuild {
  path: string;
  variable: string;
  debianPackage: string;
}

/**
 * Debian's Chromium, the browser people use: the bench measures in it and the deploy trial looks
 * with it. Browser downloads do not work on these machines.
 */
export const CHROMIUM: ChromiumBuild = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  variable: 'CHROMIUM_PATH',
  debianPackage: 'chromium',
};

/**
 * The browser suite's: Debian's Chromium headless shell, the same Blink, V8, network stack and
 * service workers without the browser's own windows, tab UI and spare processes, which cost half the
 * suite's CPU and which no test looks at (decision 0020). `E2E_CHROMIUM_PATH=/usr/bin/chromium` runs
 * the suite in the full browser.
 */
export const E2E_CHROMIUM: ChromiumBuild = {
  path: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  variable: 'E2E_CHROMIUM_PATH',
  debianPackage: 'chromium-headless-shell',
};

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

/** Fails with what to install when the build is missing. */
export function assertChromium({ path, variable, debianPackage }: ChromiumBuild = CHROMIUM): void {
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install it (apt-get install -y ${debianPackage}) or set ${variable}.`);
  }
}

export function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM_ARGS });
}
