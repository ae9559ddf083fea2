// The IP-location adapter of the where-to-buy page (spec 7 declares an IP-location service): off unless
// IP_LOCATION_URL is set. The URL is a template with {ip}, answering JSON with a `city` (ipapi.co, ipinfo.io and
// ip-api.com all do), e.g. https://ipapi.co/{ip}/json/. Asked from the server, so nothing third-party runs in the
// visitor's browser; a slow or failing service only means no city is preselected.

export type IpLocator = (ip: string, signal: AbortSignal) => Promise<string | undefined>;

const CITY = /^[\p{L}\p{M} .'-]{2,60}$/u;

export function ipLocatorFromEnv(env: NodeJS.ProcessEnv = process.env): IpLocator | undefined {
  const template = env.IP_LOCATION_URL?.trim();
  if (!template) return undefined;
  if (!template.includes('{ip}')) throw new Error('IP_LOCATION_URL must contain {ip}');
  const timeoutMs = Number(env.IP_LOCATION_TIMEOUT_MS ?? 800);
  return async (ip, signal) => {
    try {
      const response = await fetch(template.replace('{ip}', encodeURIComponent(ip)), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      if (!response.ok) return undefined;
      const { city } = (await response.json()) as { city?: unknown };
      return typeof city === 'string' && CITY.test(city.trim()) ? city.trim() : undefined;
    } catch {
      return undefined;
    }
  };
}

let cached: { locator: IpLocator | undefined } | undefined;

/** The adapter of this process (read once from the environment). */
export function ipLocator(): IpLocator | undefined {
  cached ??= { locator: ipLocatorFromEnv() };
  return cached.locator;
}
