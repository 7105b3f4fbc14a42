import type { TextRange } from '@/lib/text/query-terms';
import styles from './highlight-text.module.css';

interface HighlightTextProps {
  text: string;
  /** Where to mark, in order and not overlapping (see `matchRanges`). */
  ranges: readonly TextRange[];
  /** The range that is the current one (find in transcript), if any. */
  activeIndex?: number | null;
}

/** Marks the ranges of `text`. Text only: markup in `text` stays text. */
export function HighlightText({ text, ranges, activeIndex = null }: HighlightTextProps) {
  if (ranges.length === 0) return text;
  const parts = [];
  let position = 0;
  ranges.forEach((range, index) => {
    if (range.start > position) parts.push(text.slice(position, range.start));
    const active = index === activeIndex;
    parts.push(
      <mark key={range.start} className={active ? styles.active : undefined} aria-current={active ? 'true' : undefined}>
        {text.slice(range.start, range.end)}
      </mark>,
    );
    position = range.end;
  });
  parts.push(text.slice(position));
  return parts;
}
