import { InterruptedBatchNotice } from '@/features/meetings/cleanup/interrupted-batch-notice';
import { useKeepLocationNow } from '@/lib/routing/location-now';
import { BackgroundRefreshErrors } from './background-refresh-errors';

/** What the app does once its first screen is in and the browser idle (app.tsx loads it then). */
export default function AfterFirstScreen() {
  // For an undo's way back (a deletion can only be undone once there was a screen to delete from).
  useKeepLocationNow();
  return (
    <>
      {/* A refresh can only fail once there is data on screen and time has passed: never before this. */}
      <BackgroundRefreshErrors />
      <InterruptedBatchNotice />
    </>
  );
}
