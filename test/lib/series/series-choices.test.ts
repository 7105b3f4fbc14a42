import { describe, expect, it } from 'vitest';
import { attachMeeting, detachMeeting, readSeriesChoices } from '@/lib/series/series-choices';
import { apiKeyStore } from '@/lib/session/api-key-store';

describe('choices made by hand, kept in this browser', () => {
  it('are kept per key and per scope', () => {
    apiKeyStore.save('key-one', 'session');
    detachMeeting('me', 'm1');
    attachMeeting('me', 'm2', 'title:weekly sync');
    expect(readSeriesChoices('me')).toEqual({ detached: ['m1'], attached: new Map([['m2', 'title:weekly sync']]) });
    expect(readSeriesChoices('workspace')).toEqual({ detached: [], attached: new Map() });

    apiKeyStore.save('key-two', 'session');
    expect(readSeriesChoices('me')).toEqual({ detached: [], attached: new Map() });
    apiKeyStore.save('key-one', 'session');
    expect(readSeriesChoices('me').detached).toEqual(['m1']);
    apiKeyStore.forget();
  });

  it('undo each other: putting a meeting back in undoes taking it out', () => {
    apiKeyStore.save('key-three', 'session');
    detachMeeting('me', 'm1');
    attachMeeting('me', 'm1', 'event:sync');
    expect(readSeriesChoices('me')).toEqual({ detached: [], attached: new Map([['m1', 'event:sync']]) });
    detachMeeting('me', 'm1');
    expect(readSeriesChoices('me')).toEqual({ detached: ['m1'], attached: new Map() });
    apiKeyStore.forget();
  });

  it('ignore what is stored damaged', () => {
    apiKeyStore.save('key-four', 'session');
    detachMeeting('me', 'x');
    const name = Object.keys(window.localStorage).find((key) => key.startsWith('meetings-dashboard.series-choices.me'));
    window.localStorage.setItem(name ?? '', '{"detached": 3}');
    expect(readSeriesChoices('me')).toEqual({ detached: [], attached: new Map() });
    apiKeyStore.forget();
  });
});
