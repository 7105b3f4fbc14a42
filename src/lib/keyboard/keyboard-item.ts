/**
 * Marks the link of an entry j/k move through (a meeting row, a search result, a task card): see
 * list-items.ts. Apart from it, as the first screen's rows need only this.
 */
export const KEYBOARD_ITEM = { 'data-keyboard-item': '' } as const;
