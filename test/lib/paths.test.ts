import { describe, expect, it } from 'vitest';
import { isOpenableMeetingId, matchRoute, paths } from '@/lib/paths';

describe('the route patterns', () => {
  it('match the links built from them, with their parameters decoded', () => {
    expect(matchRoute(paths.home())).toEqual({ name: 'home', params: {} });
    expect(matchRoute(paths.meetings('workspace', { tag: 'x' }).split('?')[0]!)).toEqual({
      name: 'meetings',
      params: { scope: 'workspace' },
    });
    expect(matchRoute(paths.meeting('me', 'a/b c?') ?? '')).toEqual({ name: 'meeting', params: { scope: 'me', meetingId: 'a/b c?' } });
    expect(matchRoute(paths.tasks('me'))).toEqual({ name: 'tasks', params: { scope: 'me' } });
    expect(matchRoute(paths.search())?.name).toBe('search');
    expect(matchRoute(paths.settings())?.name).toBe('settings');
  });

  it('carry any meeting id through a link and back, encoded exactly once', () => {
    for (const id of ['q?x=1', 'a#b', 'with space', 'ünï-会议', '%2F', 'a/b', '%']) {
      const link = paths.meeting('me', id) ?? '';
      expect(link).toBe(`/me/meetings/${encodeURIComponent(id)}`);
      expect(matchRoute(link)?.params.meetingId).toBe(id);
    }
  });

  it('give no link for an id no URL can carry (a path step)', () => {
    expect(paths.meeting('me', '.')).toBeNull();
    expect(paths.meeting('workspace', '..', { tag: 'x' })).toBeNull();
    expect(isOpenableMeetingId('...')).toBe(true);
  });

  it('match as the router does: a trailing slash and letter case do not matter, unknown paths are null', () => {
    expect(matchRoute('/me/meetings/')?.name).toBe('meetings');
    expect(matchRoute('/Search')?.name).toBe('search');
    expect(matchRoute('/me/meetings/1/extra')).toBeNull();
    expect(matchRoute('/nowhere')).toBeNull();
  });
});
