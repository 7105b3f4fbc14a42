import { InterruptedBatchNotice } from '@/features/meetings/cleanup/interrupted-batch-notice';
import { BackgroundRefreshErrors } from './background-refresh-errors';

/** What the app does once its first screen is in and the browser idle (app.tsx loads it then). */
export default function AfterFirstScreen() {
  return (
    <>
      {/* A refresh can only fail once there is data on screen and time has passed: never before this. */}
      <BackgroundRefreshErrors />
      <InterruptedBatchNotice />
    </>
  );
}
