// Where the API is, by default (spec section 9).

/** The port of the API outside production. */
export const DEVELOPMENT_API_PORT = 8088;

/** The fallback outside the browser and outside production. */
export const LOCAL_API_BASE_URL = `http://localhost:${DEVELOPMENT_API_PORT}`;

export interface BaseUrlEnvironment {
  /** Whether the site runs in production mode. */
  production: boolean;
  /** The page's location in a browser; absent on a server. */
  location?: { protocol: string; hostname: string } | undefined;
}

/**
 * The default API base URL (spec section 9). In the browser, production uses the site's own domain
 * over https with no port, and anything else the same host on port 8088. On a server there is no
 * site origin to follow: outside production it is `http://localhost:8088`; in production the
 * caller must say where the API is, so this throws.
 *
 * @example
 * defaultBaseUrl({ production: true, location: { protocol: 'https:', hostname: 'www.example.in' } })
 * // 'https://www.example.in'
 * defaultBaseUrl({ production: false, location: { protocol: 'http:', hostname: 'localhost' } })
 * // 'http://localhost:8088'
 */
export function defaultBaseUrl(environment: BaseUrlEnvironment): string {
  const { production, location } = environment;
  if (location) {
    return production
      ? `https://${location.hostname}`
      : `${location.protocol}//${location.hostname}:${DEVELOPMENT_API_PORT}`;
  }
  if (production) {
    throw new Error(
      'createApiClient needs a baseUrl outside the browser in production: there is no site origin to derive it from.',
    );
  }
  return LOCAL_API_BASE_URL;
}

/** The page's location when running in a browser. */
export function browserLocation(): BaseUrlEnvironment['location'] {
  return typeof window !== 'undefined' && typeof window.location?.hostname === 'string'
    ? window.location
    : undefined;
}

/**
 * Whether the build or process says production. Written as a plain `process.env.NODE_ENV` read so
 * bundlers can replace it; where `process` does not exist it is not production.
 */
export function isProductionEnvironment(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}
