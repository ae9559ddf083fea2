import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import {
  closedOrigin,
  sendJson,
  startServer,
  type Handler,
  type LoopbackServer,
} from '../testing/loopbackServer';
import { createMemoryStorage } from '../token/storage';
import { createTokenStore } from '../token/tokenStore';
import { ApiError } from './ApiError';

let server: LoopbackServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientAnswering(handler: Handler) {
  server = await startServer(handler);
  return createApiClient({
    baseUrl: server.origin,
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    retry: { limit: 0 },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

describe('error messages of spec section 8', () => {
  it('says "could not connect to our servers" when nothing answers (status 0)', async () => {
    const api = createApiClient({ baseUrl: await closedOrigin(), retry: { limit: 0 } });

    const error = await failure(api.getProduct('T14059'));

    expect(error.message).toBe('could not connect to our servers');
    expect(error).toMatchObject({ kind: 'network', status: 0 });
  });

  it('says "could not connect to our servers" when the connection drops before an answer', async () => {
    const api = await clientAnswering((_request, response) => response.socket?.destroy());
    const error = await failure(api.post('/leads', {}));
    expect(error.message).toBe('could not connect to our servers');
    expect(error.status).toBe(0);
  });

  it('says "We could not validate your authority to access resources." for success false without a message', async () => {
    const api = await clientAnswering((_request, response) =>
      sendJson(response, 200, { success: false }),
    );
    const error = await failure(api.getDealer2s());
    expect(error.message).toBe('We could not validate your authority to access resources.');
    expect(error).toMatchObject({ kind: 'unsuccessful', status: 200 });
  });

  it('gives the same authority message for an error status whose body says success false without a message', async () => {
    const api = await clientAnswering((_request, response) =>
      sendJson(response, 401, { success: false, message: '   ' }),
    );
    const error = await failure(api.post('/leads', {}));
    expect(error.message).toBe('We could not validate your authority to access resources.');
    expect(error.status).toBe(401);
  });

  it("passes on the server's message", async () => {
    const api = await clientAnswering((_request, response) =>
      sendJson(response, 200, { success: false, message: 'Product not found' }),
    );
    const error = await failure(api.getProduct('NOPE'));
    expect(error.message).toBe('Product not found');
  });

  it("passes on the server's message with an error status", async () => {
    const api = await clientAnswering((_request, response) =>
      sendJson(response, 404, { success: false, message: 'Product not found' }),
    );
    const error = await failure(api.getProduct('NOPE'));
    expect(error).toMatchObject({ message: 'Product not found', kind: 'http', status: 404 });
  });

  it("uses the client's error text when an error answer has no message", async () => {
    const api = await clientAnswering((_request, response) => {
      response.writeHead(403, { 'content-type': 'text/plain' });
      response.end('Forbidden');
    });
    const error = await failure(api.getDealer2s());
    expect(error.message).toBe(
      `Request failed with status code 403 Forbidden: GET ${server?.origin}/get/dealer2s`,
    );
    expect(error.status).toBe(403);
  });

  it('says "Something went wrong!" when the answer is not the JSON the API promises', async () => {
    const api = await clientAnswering((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
    });
    const error = await failure(api.getProduct('T14059'));
    expect(error.message).toBe('Something went wrong!');
    expect(error.kind).toBe('invalid-response');
  });

  it('says "Something went wrong!" when the answer is JSON but not an object', async () => {
    const api = await clientAnswering((_request, response) => sendJson(response, 200, [1, 2]));
    const error = await failure(api.search('tap'));
    expect(error.message).toBe('Something went wrong!');
  });

  it('keeps the parsed body of a failed answer for callers that need more', async () => {
    const body = { success: false, message: 'Invalid captcha', field: 'captcha' };
    const api = await clientAnswering((_request, response) => sendJson(response, 422, body));
    const error = await failure(api.post('/leads', {}));
    expect(error.body).toEqual(body);
  });

  it('keeps how long a refusal asks the caller to wait (Retry-After), so it can be passed on', async () => {
    const api = await clientAnswering((_request, response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '42' });
      response.end(JSON.stringify({ success: false, message: 'Too many requests' }));
    });
    const error = await failure(api.post('/leads', {}));
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 42 });
  });

  it('says nothing of waiting when the refusal does not', async () => {
    const api = await clientAnswering((_request, response) =>
      sendJson(response, 404, { success: false, message: 'Product not found' }),
    );
    expect((await failure(api.getProduct('NOPE'))).retryAfterSeconds).toBeUndefined();
  });
});
