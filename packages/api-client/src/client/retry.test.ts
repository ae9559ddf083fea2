import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors/ApiError';
import {
  sendJson,
  startServer,
  type Handler,
  type LoopbackServer,
} from '../testing/loopbackServer';
import { createMemoryStorage } from '../token/storage';
import { createTokenStore } from '../token/tokenStore';
import { createApiClient } from './createApiClient';

let server: LoopbackServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Answers with each handler in turn, the last one for every request after. */
async function clientAnswering(...handlers: Handler[]) {
  let count = 0;
  server = await startServer((request, response) => {
    const handler = handlers[Math.min(count, handlers.length - 1)];
    count += 1;
    handler?.(request, response);
  });
  return createApiClient({
    baseUrl: server.origin,
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    retry: { limit: 2, delay: () => 20 },
  });
}

const unavailable: Handler = (_request, response) =>
  sendJson(response, 503, { success: false, message: 'Down for maintenance' });
const dropConnection: Handler = (_request, response) => response.socket?.destroy();
const product: Handler = (_request, response) =>
  sendJson(response, 200, { success: true, product: { model: 'T14059' } });

describe('retries', () => {
  it('retries a GET after 5xx answers and returns the answer that finally succeeds', async () => {
    const api = await clientAnswering(unavailable, unavailable, product);
    const answer = await api.getProduct('T14059');
    expect(answer.product.model).toBe('T14059');
    expect(server?.requests).toHaveLength(3);
  });

  it('retries a GET after a network failure', async () => {
    const api = await clientAnswering(dropConnection, product);
    const answer = await api.getProduct('T14059');
    expect(answer.product.model).toBe('T14059');
    expect(server?.requests).toHaveLength(2);
  });

  it('gives up after the retry limit with the last error', async () => {
    const api = await clientAnswering(unavailable);
    await expect(api.getDealer2s()).rejects.toThrow('Down for maintenance');
    expect(server?.requests).toHaveLength(3);
  });

  it('never retries a POST, whatever the failure', async () => {
    const api = await clientAnswering(unavailable, product);
    await expect(api.post('/leads', { name: 'x' })).rejects.toThrow('Down for maintenance');

    const dropping = await clientAnswering(dropConnection, product);
    await expect(dropping.post('/leads', {})).rejects.toThrow('could not connect to our servers');
    expect(server?.requests).toHaveLength(1);
  });

  it('does not retry a GET after a 4xx answer', async () => {
    const api = await clientAnswering(
      (_request, response) => sendJson(response, 404, { success: false, message: 'Not found' }),
      product,
    );
    await expect(api.getProduct('NOPE')).rejects.toThrow('Not found');
    expect(server?.requests).toHaveLength(1);
  });
});

describe('cancellation', () => {
  it('rejects with an aborted ApiError when the caller aborts a request in flight', async () => {
    const api = await clientAnswering(() => {
      // Never answer: only the abort can end this request.
    });
    const controller = new AbortController();
    const pending = api.search('tap', { signal: controller.signal });
    await waitFor(() => (server?.requests.length ?? 0) === 1);

    controller.abort();

    const error: unknown = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'aborted', status: 0 });
  });

  it('lets a newer search cancel the one in flight and keeps only the newer answer', async () => {
    let held: (() => void) | undefined;
    server = await startServer((request, response) => {
      const answer = () =>
        sendJson(response, 200, { success: true, collection: [{ model: request.url }] });
      if (request.url.endsWith('/tap')) held = answer;
      else answer();
    });
    const api = createApiClient({ baseUrl: server.origin, retry: { limit: 0 } });

    const first = new AbortController();
    const older = api.search('tap', { signal: first.signal }).catch((error: unknown) => error);
    await waitFor(() => held !== undefined);
    first.abort();
    const newer = await api.search('taps', { signal: new AbortController().signal });

    expect(await older).toMatchObject({ name: 'ApiError', kind: 'aborted' });
    expect(newer.collection).toEqual([{ model: '/get/search/result/taps' }]);
    held?.();
  });

  it('does not send a request whose signal is already aborted', async () => {
    const api = await clientAnswering(product);
    const controller = new AbortController();
    controller.abort();
    await expect(api.getProduct('T14059', { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(server?.requests).toHaveLength(0);
  });

  it('times out with the network message when the server does not answer in time', async () => {
    server = await startServer(() => {
      // Never answer.
    });
    const api = createApiClient({ baseUrl: server.origin, timeout: 100, retry: { limit: 0 } });
    await expect(api.getDealer2s()).rejects.toMatchObject({
      kind: 'timeout',
      message: 'could not connect to our servers',
    });
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(condition()).toBe(true);
}
