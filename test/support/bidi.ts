/** U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: plain text's <bdi>. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Server text holding `marker` (a right-to-left override) that is not isolated from text of ours:
 * each text node with it must sit in an element that isolates it (a <bdi>, or anything with a `dir`)
 * holding nothing but server text, or, where only text can go (an <option>), between FSI and PDI.
 * Returns what is wrong, as the text around the marker.
 */
export function unisolatedServerText(root: Element, marker: string, serverTexts: readonly string[]): string[] {
  const problems: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!text.includes(marker)) continue;
    const parent = node.parentElement;
    if (parent?.closest('option, title')) {
      if (!serverTexts.some((server) => text.includes(`${FSI}${server}${PDI}`))) problems.push(text);
      continue;
    }
    const isolating = parent?.closest('bdi, [dir]');
    const rest = serverTexts.reduce((left, server) => left.split(server).join(''), isolating?.textContent ?? '');
    if (!isolating || rest.trim() !== '') problems.push(isolating?.textContent ?? text);
  }
  return problems;
}
