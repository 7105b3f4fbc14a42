import type { Locator } from '@playwright/test';

/**
 * The labels among `controls` with a gap between two words on one line wider than a space and a
 * half of their font: "Copy  as Markdown" drawn with a flex gap where a space belongs. Each as
 * "label: gap px (a space is n px)".
 */
export function widerWordGaps(controls: Locator): Promise<string[]> {
  return controls.evaluateAll((elements) => {
    const canvas = document.createElement('canvas').getContext('2d');
    return elements.flatMap((element) => {
      if (!(element instanceof HTMLElement) || !element.checkVisibility() || !canvas) return [];
      const style = getComputedStyle(element);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const space = canvas.measureText(' ').width;
      const words: DOMRect[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const [box] = range.getClientRects();
          // Words hidden from sight (a label's words for screen readers only) take no room.
          if (box && box.width > 1) words.push(box);
        }
      }
      words.sort((a, b) => a.top - b.top || a.left - b.left);
      const gaps = words.slice(1).flatMap((word, index) => {
        const before = words[index]!;
        return Math.abs(word.top - before.top) < 2 ? [word.left - before.right] : [];
      });
      const widest = Math.max(0, ...gaps);
      return widest > space * 1.5 ? [`${element.textContent?.trim()}: ${widest.toFixed(1)} px (a space is ${space.toFixed(1)} px)`] : [];
    });
  });
}
