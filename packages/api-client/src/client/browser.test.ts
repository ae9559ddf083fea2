// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://www.example.in/product/T14059" }
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type LoopbackServer } from '../testing/loopbackServer';
import { createApiClient } from './createApiClient';

let server: LoopbackServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('in the browser', () => {
  it("calls the site's own origin over https with no port in production", () => {
    expect(createApiClient({ production: true }).baseUrl).toBe('https://www.example.in');
  });

  it('calls the same host on port 8088 outside production', () => {
    expect(createApiClient({ production: false }).baseUrl).toBe('https://www.example.in:8088');
  });

  it('reads the XSRF-TOKEN cookie from document.cookie', async () => {
    server = await startServer();
    document.cookie = 'XSRF-TOKEN=from-the-page; path=/';
    const api = createApiClient({ baseUrl: server.origin });

    await api.post('/leads', {});

    expect(server.requests[0]?.headers['x-xsrf-token']).toBe('from-the-page');
  });
});
