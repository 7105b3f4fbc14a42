import { InterruptedBatchNotice } from '@/features/meetings/cleanup/components/interrupted-batch-notice';
import { RestoreAcceptedDeletions } from '@/features/meetings/delete/components/restore-accepted-deletions';
import { useEffect } from 'react';
import { useKeepLocationNow } from '@/lib/routing/location-now';
import { BackgroundRefreshErrors } from './background-refresh-errors';
import { learnDateFormatsWhenIdle } from './learn-date-formats-when-idle';

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
    </>
  );
}
