// GET /healthz of the web server: what it checked and what it found, in JSON, as the API's /healthz does. The
// balancer's liveness check (nginx, test-cluster): 503 only while this server drains after SIGTERM. An API that does
// not answer, or answers without its catalogue, makes the site `degraded` but keeps 200: every web replica shares the
// API, so taking them all out of the balancer would only turn the site's error pages into nginx's.
import type { Handler } from 'hono';

/** How long one answer of the API is believed, so a monitor polling every replica does not double the API's load. */
const API_CHECK_TTL_MS = 1000;
const API_TIMEOUT_MS = 2000;

/** What the API's own /healthz answers, as far as this reads it. */
interface HealthBody {
  status?: string;
  checks?: { catalogue?: { ok?: unknown; detail?: unknown } };
}

interface Check {
  ok: boolean;
  detail: string;
}

interface ApiChecks {
  /** performance.now() of the answer. */
  at: number;
  api: Check;
  catalogue: Check;
}

export function healthzEndpoint({
  apiOrigin,
  isDraining,
}: {
  apiOrigin: string;
  isDraining: () => boolean;
}): Handler {
  let cached: ApiChecks | undefined;
  const checkApi = async (): Promise<ApiChecks> => {
    if (cached && performance.now() - cached.at < API_CHECK_TTL_MS) return cached;
    let api: Check;
    let catalogue: Check;
    try {
      const response = await fetch(new URL('/healthz', apiOrigin), {
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => undefined)) as HealthBody | undefined;
      api = {
        ok: true,
        detail: `the API answers (${response.status} ${body?.status ?? ''})`.trim(),
      };
      const found = body?.checks?.catalogue;
      catalogue =
        found && typeof found.ok === 'boolean'
          ? { ok: found.ok, detail: String(found.detail ?? '') }
          : { ok: false, detail: 'the API did not say which catalogue it serves' };
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer in ${API_TIMEOUT_MS} ms`
          : error instanceof Error
            ? error.message
            : String(error);
      api = { ok: false, detail: `the API does not answer: ${reason}` };
      catalogue = { ok: false, detail: 'unknown: the API does not answer' };
    }
    cached = { at: performance.now(), api, catalogue };
    return cached;
  };
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    const draining = isDraining();
    const { api, catalogue } = await checkApi();
    const checks = {
      draining: {
        ok: !draining,
        detail: draining ? 'stopping: finishing the requests in flight' : 'taking requests',
      },
      api,
      catalogue,
    };
    const status = draining ? 'draining' : api.ok && catalogue.ok ? 'ok' : 'degraded';
    return c.json({ status, uptime: Math.round(process.uptime()), checks }, draining ? 503 : 200);
  };
}
