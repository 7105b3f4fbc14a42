import { PLAIN_SUMMARY_CHARS, type PlainSummaryReason } from '../model/summary-limits';
import styles from './meeting-detail.module.css';

const WHY: Record<PlainSummaryReason, string> = {
  long: 'This summary is too long to show formatted',
  complex: 'This summary is nested too deeply, or formatted too heavily, to show formatted',
  failed: 'This summary could not be shown formatted',
};

/**
 * A summary shown as the plain text it is, with a note saying why (see model/summary-limits.ts). Its
 * start only, when it is long: a 2 MB text node takes seconds to lay out. Copy summary and the
 * meeting's Markdown have all of it.
 */
export function PlainSummary({ markdown, reason }: { markdown: string; reason: PlainSummaryReason }) {
  const cut = markdown.length > PLAIN_SUMMARY_CHARS;
  return (
    <>
      <p className={styles.note} role="note">
        {WHY[reason]}: here it is as plain text
        {cut
          ? `, its first ${PLAIN_SUMMARY_CHARS.toLocaleString('en-US')} of ${markdown.length.toLocaleString('en-US')} characters. Copy summary and Download .md have all of it.`
          : '.'}
      </p>
      <p className={styles.plain} dir="auto">
        {cut ? `${markdown.slice(0, PLAIN_SUMMARY_CHARS)}…` : markdown}
      </p>
    </>
  );
}
