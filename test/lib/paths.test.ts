import { describe, expect, it } from 'vitest';
import { matchRoute, paths } from '@/lib/paths';

describe('the route patterns', () => {
  it('match the links built from them, with their parameters decoded', () => {
    expect(matchRoute(paths.home())).toEqual({ name: 'home', params: {} });
    expect(matchRoute(paths.meetings('workspace', { tag: 'x' }).split('?')[0]!)).toEqual({
      name: 'meetings',
      params: { scope: 'workspace' },
    });
    expect(matchRoute(paths.meeting('me', 'a/b c?'))).toEqual({ name: 'meeting', params: { scope: 'me', meetingId: 'a/b c?' } });
    expect(matchRoute(paths.tasks('me'))).toEqual({ name: 'tasks', params: { scope: 'me' } });
    expect(matchRoute(paths.search())?.name).toBe('search');
    expect(matchRoute(paths.settings())?.name).toBe('settings');
  });

  it('match as the router does: a trailing slash and letter case do not matter, unknown paths are null', () => {
    expect(matchRoute('/me/meetings/')?.name).toBe('meetings');
    expect(matchRoute('/Search')?.name).toBe('search');
    expect(matchRoute('/me/meetings/1/extra')).toBeNull();
    expect(matchRoute('/nowhere')).toBeNull();
  });
});
