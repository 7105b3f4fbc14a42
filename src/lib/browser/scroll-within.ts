/**
 * The nearest ancestor of `element` that scrolls vertically by itself (even when all it holds fits,
 * and there is nothing to scroll), or null where the page's own scroll does.
 */
function scrollingAncestor(element: Element): HTMLElement | null {
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return null;
}

/**
 * Brings `target` to the top of the box that scrolls it, and moves no other: a link to a section of
 * the split view's pane scrolls the pane, where the browser's own jump to `#id` scrolled the page too,
 * and with it the list beside the pane. Where the page itself scrolls, it does as the browser would
 * (`scroll-margin-top` keeps the target clear of the sticky header). Focus goes to the target, as the
 * jump to a fragment would put it, without scrolling again.
 */
export function scrollToWithin(target: HTMLElement): void {
  const box = scrollingAncestor(target);
  if (box) {
    const paddingTop = parseFloat(getComputedStyle(box).paddingTop) || 0;
    box.scrollTo({ top: box.scrollTop + target.getBoundingClientRect().top - box.getBoundingClientRect().top - paddingTop });
  } else {
    target.scrollIntoView({ block: 'start' });
  }
  target.focus({ preventScroll: true });
}
