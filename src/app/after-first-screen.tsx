import { InterruptedBatchNotice } from '@/features/meetings/cleanup/interrupted-batch-notice';
import { ScrollRestoration } from './scroll-restoration';

/** What the app does once its first screen is in and the browser idle (app.tsx loads it then). */
export default function AfterFirstScreen() {
  return (
    <>
      <ScrollRestoration />
      <InterruptedBatchNotice />
    </>
  );
}
