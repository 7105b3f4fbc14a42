import type { Locator } from '@playwright/test';

/**
 * The words of e-mail addresses within `root` that a line break cuts in two ("acme.exampl|e"): each
 * run of letters and digits of an address must lie on one line (a break at its "@" or a dot is fine).
 */
export function addressWordsCut(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text that is part of an address: its element's text has an "@" with letters on both sides.
      const owner = node.parentElement?.closest('bdi, span, dd, p, li') ?? node.parentElement;
      if (!owner || !/\w@\w/.test(owner.textContent ?? '') || !owner.checkVisibility()) continue;
      for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}]+/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
        if (lines.size > 1) cut.push(`${match[0]} in “${owner.textContent}”`);
      }
    }
    return cut;
  });
}
