import { Suspense } from 'react';
import type { Meeting } from '@/api/schemas/meeting';
import { Button } from '@/components/button';
import { ErrorBoundary } from '@/components/error-boundary';
import { Skeleton } from '@/components/skeleton';
import { sentence } from '@/components/sentence';
import { useCopyText } from '@/components/use-copy-text';
import { lazyWithPreload } from '@/lib/scheduling/lazy-with-preload';
import { summaryOverLimits } from '../model/summary-limits';
import { htmlToText, summaryText } from '@/features/meetings/model/summary-text';
import { PlainSummary } from './plain-summary';
import styles from './meeting-detail.module.css';

// The Markdown renderer is a chunk of its own, so that a cold meeting URL shows its short summary
// without waiting for it. It starts loading with this screen's code: a row hovered or focused before
// a click has it all, and the click renders the summary at once.
const { Component: MarkdownSummary, preload } = lazyWithPreload(() => import('./markdown-summary'));
preload().catch(() => undefined); // a failed download is tried again (and reported) when shown

export function SummarySection({ summary }: { summary: Meeting['summary'] }) {
  const copyText = useCopyText();
  const markdown = summary?.markdown?.trim() || null;
  const short = summary?.short?.trim() || null;
  const plain = !markdown && summary?.html ? htmlToText(summary.html) : null;
  const copyable = summaryText(summary);

  const copy = async () => {
    if (copyable) await copyText(copyable, { copied: sentence`Summary copied to the clipboard.`, what: 'the summary' });
  };

  return (
    <>
      <div className={styles.sectionActions}>
        <Button onClick={() => void copy()} disabled={!copyable}>
          Copy summary
        </Button>
      </div>
      {short ? (
        <p className={styles.lede} dir="auto">
          {short}
        </p>
      ) : null}
      {markdown ? (
        <FormattedSummary markdown={markdown} />
      ) : plain ? (
        <p className={styles.plain} dir="auto">
          {plain}
        </p>
      ) : !short ? (
        <p className={styles.muted}>No summary yet. It appears once the recording has been processed.</p>
      ) : null}
    </>
  );
}

/**
 * The summary's Markdown, formatted within limits (model/summary-limits.ts: past them, as plain text
 * with a note); whatever else goes wrong rendering it (or loading its renderer), as plain text too.
 */
function FormattedSummary({ markdown }: { markdown: string }) {
  const over = summaryOverLimits(markdown);
  if (over) return <PlainSummary markdown={markdown} reason={over} />;
  return (
    <ErrorBoundary label="The summary's Markdown" fallback={() => <PlainSummary markdown={markdown} reason="failed" />}>
      <Suspense fallback={<SummarySkeleton />}>
        <MarkdownSummary markdown={markdown} />
      </Suspense>
    </ErrorBoundary>
  );
}

function SummarySkeleton() {
  return (
    <div role="status" aria-label="Loading summary" className={styles.skeletonLines}>
      <Skeleton width="40%" height="1.2rem" />
      <Skeleton width="90%" />
      <Skeleton width="80%" />
      <Skeleton width="85%" />
    </div>
  );
}
