import type { MatcherFunction } from '@testing-library/react';

/**
 * Finds the element whose whole text is `text`, across its children: a sentence quoting server text
 * has it in a <bdi> of its own, which `getByText('…')` (an element's own text nodes) does not see.
 * The innermost such element.
 */
export function textContent(text: string | RegExp): MatcherFunction {
  const matches = (element: Element | null) =>
    Boolean(element?.textContent) && (typeof text === 'string' ? element?.textContent === text : text.test(element?.textContent ?? ''));
  return (_content, element) => matches(element) && ![...(element?.children ?? [])].some(matches);
}
