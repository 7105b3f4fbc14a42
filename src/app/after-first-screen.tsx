import { InterruptedBatchNotice } from '@/features/meetings/cleanup/components/interrupted-batch-notice';
import { RestoreAcceptedDeletions } from '@/features/meetings/delete/components/restore-accepted-deletions';
import { lazy, Suspense, useEffect } from 'react';
import { useKeepLocationNow } from '@/lib/routing/location-now';
import { BackgroundRefreshErrors } from './background-refresh-errors';
import { learnDateFormatsWhenIdle } from './learn-date-formats-when-idle';

// The meeting library's code loads only here, after the first screen; a failed download leaves the
// copy as it was until the next visit (or the Connect screen) syncs it.
const KeepLibraryFresh = lazy(() => import('@/library/components/keep-library-fresh').catch(() => ({ default: () => null })));

/** What the app does once its first screen is in and the browser idle (app.tsx loads it then). */
export default function AfterFirstScreen() {
  // For the next visits: formatting dates without Intl spares them loading the locale data.
  useEffect(() => void learnDateFormatsWhenIdle(), []);
  // For an undo's way back (a deletion can only be undone once there was a screen to delete from).
  useKeepLocationNow();
  return (
    <>
      {/* A refresh can only fail once there is data on screen and time has passed: never before this. */}
      <BackgroundRefreshErrors />
      <InterruptedBatchNotice />
      <RestoreAcceptedDeletions />
      {/* Each visit, and on focus after a while: a key's copy of its meetings is brought up to date. */}
      <Suspense fallback={null}>
        <KeepLibraryFresh />
      </Suspense>
    </>
  );
}
