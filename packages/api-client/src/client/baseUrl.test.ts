import { describe, expect, it } from 'vitest';
import { createApiClient } from './createApiClient';
import { defaultBaseUrl } from './baseUrl';

const site = { protocol: 'http:', hostname: 'www.example.in' };

describe('defaultBaseUrl', () => {
  it("uses the site's own domain over https and no port in production", () => {
    expect(defaultBaseUrl({ production: true, location: site })).toBe('https://www.example.in');
  });

  it('uses the same host on port 8088 outside production', () => {
    expect(defaultBaseUrl({ production: false, location: site })).toBe(
      'http://www.example.in:8088',
    );
  });

  it('falls back to http://localhost:8088 on a server outside production', () => {
    expect(defaultBaseUrl({ production: false })).toBe('http://localhost:8088');
  });

  it('requires an explicit base URL on a server in production', () => {
    expect(() => defaultBaseUrl({ production: true })).toThrow(
      'createApiClient needs a baseUrl outside the browser in production',
    );
  });
});

describe('createApiClient base URL', () => {
  it('defaults to http://localhost:8088 in Node outside production', () => {
    expect(createApiClient({ production: false }).baseUrl).toBe('http://localhost:8088');
  });

  it('throws in Node in production without a base URL', () => {
    expect(() => createApiClient({ production: true })).toThrow(/needs a baseUrl/);
  });

  it('refuses a base URL that is not absolute', () => {
    expect(() => createApiClient({ baseUrl: '/api' })).toThrow(
      'createApiClient: baseUrl must be an absolute URL, got "/api".',
    );
  });
});
