import { describe, expect, it } from 'vitest';
import { HOME_PATH, landingPath, matchScreen } from '@/screens/screen-list';
import { isOpenableMeetingId, meetingLinks } from '@/screens/meetings';
import { searchLinks } from '@/screens/search';
import { settingsLinks } from '@/screens/settings';
import { taskLinks } from '@/screens/tasks';

const shown = (url: string) => {
  const match = matchScreen(url.split('?')[0]!);
  return match && { name: match.screen.name, scope: match.scope, params: match.params };
};

describe('the screens’ URL contracts', () => {
  it('match the links built from them, with their parameters decoded', () => {
    expect(shown(HOME_PATH)).toBeNull();
    expect(shown(landingPath())).toEqual({ name: 'meetings', scope: 'me', params: { scope: 'me' } });
    expect(shown(meetingLinks.list('workspace', { tag: 'x' }))).toEqual({
      name: 'meetings',
      scope: 'workspace',
      params: { scope: 'workspace' },
    });
    expect(shown(meetingLinks.meeting('me', 'a/b c?') ?? '')).toEqual({
      name: 'meeting',
      scope: 'me',
      params: { scope: 'me', meetingId: 'a/b c?' },
    });
    expect(shown(taskLinks.board('me'))).toEqual({ name: 'tasks', scope: 'me', params: { scope: 'me' } });
    expect(shown(searchLinks.search({ q: 'x' }))?.name).toBe('search');
    expect(shown(settingsLinks.settings())?.name).toBe('settings');
  });

  it('put the query values in the link, leaving out empty ones', () => {
    expect(meetingLinks.list('me', { tag: 'Product & design', from: null, to: '' })).toBe('/me/meetings?tag=Product+%26+design');
    expect(taskLinks.board('workspace', { member: 'a@b.example', view: 'people' })).toBe(
      '/workspace/tasks?member=a%40b.example&view=people',
    );
  });

  it('carry any meeting id through a link and back, encoded exactly once', () => {
    for (const id of ['q?x=1', 'a#b', 'with space', 'ünï-会议', '%2F', 'a/b', '%']) {
      const link = meetingLinks.meeting('me', id) ?? '';
      expect(link).toBe(`/me/meetings/${encodeURIComponent(id)}`);
      expect(shown(link)?.params.meetingId).toBe(id);
    }
  });

  it('give no link for an id no URL can carry (a path step)', () => {
    expect(meetingLinks.meeting('me', '.')).toBeNull();
    expect(meetingLinks.meeting('workspace', '..', { tag: 'x' })).toBeNull();
    expect(isOpenableMeetingId('...')).toBe(true);
  });

  it('match as the router does: a trailing slash and letter case do not matter; unknown paths and scopes are null', () => {
    expect(shown('/me/meetings/')?.name).toBe('meetings');
    expect(shown('/Search')?.name).toBe('search');
    expect(shown('/me/meetings/1/extra')).toBeNull();
    expect(shown('/team/meetings')).toBeNull();
    expect(shown('/nowhere')).toBeNull();
  });
});
