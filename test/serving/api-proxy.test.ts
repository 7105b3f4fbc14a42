import { describe, expect, it } from 'vitest';
import { apiProxy, parseApiBaseUrl } from '@/serving/api-proxy';

describe('the dev/preview proxy', () => {
  it('forwards health to /api/v1/health beside a base mounted under /api, never /api/api', () => {
    const proxy = apiProxy(parseApiBaseUrl('https://svc.example.com/api/v1/')!);
    expect(proxy['^/v1/']?.target).toBe('https://svc.example.com/api');
    const health = proxy['^/api/v1/health'];
    expect(health?.target).toBe('https://svc.example.com');
    expect(health?.rewrite?.('/api/v1/health')).toBe('/api/v1/health');
  });

  it('forwards health to the base’s own /api/v1/health otherwise', () => {
    const proxy = apiProxy(parseApiBaseUrl('https://svc.example.com/meetings/v1')!);
    expect(proxy['^/v1/']?.target).toBe('https://svc.example.com/meetings');
    expect(proxy['^/api/v1/health']?.rewrite?.('/api/v1/health')).toBe('/meetings/api/v1/health');
  });

  it.each(['', '   ', undefined])('treats %j as demo mode', (value) => {
    expect(parseApiBaseUrl(value)).toBeNull();
  });

  it.each(['ftp://x.example', 'javascript:alert(1)', 'not a url'])('rejects %j', (value) => {
    expect(() => parseApiBaseUrl(value)).toThrow(/API_BASE_URL/);
  });
});
