import { FromCopyLine } from '@/components/from-copy-line';
import { MeetingReadProgress } from '@/components/meeting-read-progress';
import type { PeopleRead } from '../api/use-people-read';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What has been read of how much, Stop while it reads, Continue after, why any figure is partial (the
 * series page's way), why meetings could not be read, and whether it was read from the copy kept on this device.
 */
export function PeopleProgress({ read }: { read: PeopleRead }) {
  const { listEnd } = read;
  const listPartial = listEnd && listEnd.kind !== 'all' ? listEnd : null;
  const checked = read.read + read.failed;
  const unreadable = read.failed ? `; ${count(read.failed)} could not be read` : '';
  const of = `${count(checked)} of ${listPartial ? 'at least ' : ''}${count(read.listed)} meetings read`;
  const state = !listEnd
    ? `Listing your meetings: ${count(read.listed)} so far…`
    : read.running
      ? `${of}…`
      : read.stopped
        ? `Stopped: ${of}${unreadable}. Everyone below is from those meetings.`
        : listPartial
          ? `${of}${unreadable}.`
          : `All ${count(read.listed)} meetings read${unreadable}.`;
  return (
    <>
      <MeetingReadProgress
        status={state}
        running={read.running}
        resumeLabel={read.stopped ? 'Continue' : read.failed ? 'Try the failed ones again' : null}
        stop={read.stop}
        resume={read.resume}
        listed={count(read.listed)}
        listEnd={listEnd}
        shortList="Meetings after those were not read, so everyone's figures here may be short."
      />
      {read.whyFailed.length ? <p>Could not be read: {read.whyFailed.join(' ')}</p> : null}
      <FromCopyLine savedAt={read.fromCopy} />
    </>
  );
}
