import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApi } from './api.server';

// A real HTTP server on loopback standing in for the API's address: it records what the web's client asks for.
describe("the server's API client", () => {
  const asked: string[] = [];
  let server: Server;
  let previous: string | undefined;

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true, bathroom: [], kitchen: [] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    previous = process.env.API_ORIGIN;
    process.env.API_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    process.env.API_ORIGIN = previous;
    await new Promise((resolve) => server.close(resolve));
  });

  async function menusAskedFor(pageUrl: string): Promise<string> {
    asked.length = 0;
    await serverApi(new Request(pageUrl))
      .getMenus()
      .catch(() => undefined);
    return asked[0] ?? '';
  }

  it('asks for Hindi texts on a Hindi page', async () => {
    expect(await menusAskedFor('http://localhost/hi/product/T14059')).toBe('/get/menus?lang=hi');
    expect(await menusAskedFor('http://localhost/hi')).toBe('/get/menus?lang=hi');
  });

  it('sends no language on an English page, so its URLs stay as they were', async () => {
    expect(await menusAskedFor('http://localhost/product/T14059')).toBe('/get/menus');
    expect(await menusAskedFor('http://localhost/history')).toBe('/get/menus');
  });
});
