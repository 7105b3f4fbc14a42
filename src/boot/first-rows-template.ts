/**
 * The first rows' templates: cut by the build from the app's own render of the landing list
 * (src/app/shell/render-first-rows.tsx), written into the landing page (src/serving/app-shell-plugin.ts)
 * and filled by the early entry with the first page's meetings (first-rows.ts).
 */
export interface FirstRowsTemplate {
  /** The URL the page was rendered at: the rows' links and the page around them are that URL's. */
  url: string;
  /** The app's whole first render there, its list empty, everything but the list inert. */
  page: string;
  /** A day heading, a row and an untitled row (its title set apart), their texts marked as slots. */
  day: string;
  meeting: string;
  untitled: string;
}

export type RowPart = 'day' | 'meeting' | 'untitled';

export type TemplateWidth = 'narrow' | 'wide';

export const FIRST_ROWS = {
  /** On an element whose text is the slot named by the value; `rows` on the list the rows go in. */
  slot: 'data-slot',
  /** An element's style, set by script (the Content-Security-Policy lets no markup set one). */
  style: 'data-style',
  /** On each <template>: `page-narrow`, `page-wide` or a RowPart. */
  part: 'data-first-rows',
} as const;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The <template> elements for a page, from its renders at both widths (the rows are the same in both). */
export function firstRowsTemplates(templates: Record<TemplateWidth, FirstRowsTemplate>): string {
  const { narrow, wide } = templates;
  const parts: RowPart[] = ['day', 'meeting', 'untitled'];
  if (parts.some((name) => narrow[name] !== wide[name])) throw new Error('the rows differ between the narrow and the wide layout');
  const part = (name: string, html: string, attributes = '') => `<template ${FIRST_ROWS.part}="${name}"${attributes}>${html}</template>`;
  return [
    ...Object.entries(templates).map(([width, { url, page }]) => part(`page-${width}`, page, ` data-url="${escapeAttribute(url)}"`)),
    ...parts.map((name) => part(name, narrow[name])),
  ].join('');
}
