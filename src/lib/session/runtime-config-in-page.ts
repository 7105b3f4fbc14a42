import { parseRuntimeConfigText, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from './runtime-config.ts';

/**
 * The runtime config as HTML, for whoever writes it into a page or reads it from one: the dev and
 * preview servers (src/serving/runtime-config-plugin.ts), the build, and the app's service worker
 * (a start without a network). deploy/nginx writes the same element (a test keeps them equal).
 */
const OPEN = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">`;
const CLOSE = '</script>';
const ELEMENT = new RegExp(`${OPEN}([^<]*)${CLOSE}`);

/** The element as the build writes it: demo mode, until whoever serves the page writes its own. */
export const BUILT_RUNTIME_CONFIG_ELEMENT = `${OPEN}{"mode":"demo"}${CLOSE}`;

/**
 * The element for `config`: JSON that cannot end the element early (`<` escaped) whatever the API's
 * address holds.
 */
export function runtimeConfigElement(config: RuntimeConfig): string {
  return `${OPEN}${JSON.stringify(config).replaceAll('<', '\\u003c')}${CLOSE}`;
}

/** The config a page's HTML holds, or null when it holds none. */
export function runtimeConfigOfPage(html: string): RuntimeConfig | null {
  const text = ELEMENT.exec(html)?.[1];
  return text === undefined ? null : parseRuntimeConfigText(text);
}

/** The page with `config` written in, in place of the config it held; a page without one is returned as it is. */
export function withRuntimeConfig(html: string, config: RuntimeConfig): string {
  return html.replace(ELEMENT, () => runtimeConfigElement(config));
}
