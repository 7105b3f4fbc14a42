import { describe, expect, it } from 'vitest';
import { apiUrl, healthUrl, normaliseBaseUrl } from '@/api/base-url';

describe('base URL normalisation', () => {
  it.each([
    ['', ''],
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['https://api.example.com/v1', 'https://api.example.com'],
    ['https://api.example.com/v1/', 'https://api.example.com'],
    ['https://api.example.com/api', 'https://api.example.com/api'],
    ['https://api.example.com/api/v1', 'https://api.example.com/api'],
    ['  https://api.example.com/v1//  ', 'https://api.example.com'],
    ['/v1', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(normaliseBaseUrl(input)).toBe(expected);
  });

  it('strips only one trailing /v1', () => {
    expect(normaliseBaseUrl('https://x.example/v1/v1')).toBe('https://x.example/v1');
  });

  it.each([
    ['', '/v1/me/meetings', '/api/v1/health'],
    ['https://api.example.com/v1', 'https://api.example.com/v1/me/meetings', 'https://api.example.com/api/v1/health'],
    ['https://api.example.com', 'https://api.example.com/v1/me/meetings', 'https://api.example.com/api/v1/health'],
    ['https://x.example/api/v1/', 'https://x.example/api/v1/me/meetings', 'https://x.example/api/v1/health'],
    ['https://x.example/api', 'https://x.example/api/v1/me/meetings', 'https://x.example/api/v1/health'],
    // A host named "api" is not a path ending in /api.
    ['http://api', 'http://api/v1/me/meetings', 'http://api/api/v1/health'],
    ['http://api/v1', 'http://api/v1/me/meetings', 'http://api/api/v1/health'],
  ])('base %j → %s and %s', (base, meetings, health) => {
    expect(apiUrl(base, '/v1/me/meetings')).toBe(meetings);
    expect(healthUrl(base)).toBe(health);
  });

  it('never produces /v1/v1 or /api/api', () => {
    for (const base of ['https://a.example/v1', 'https://a.example/api', 'https://a.example/api/v1', 'https://a.example/v1/']) {
      expect(apiUrl(base, '/v1/me/tags')).not.toContain('/v1/v1');
      expect(healthUrl(base)).not.toContain('/api/api');
    }
  });
});
