// Where the session token's chunks live: localStorage in the browser, memory elsewhere.

/**
 * The part of the Web Storage API the token store uses. `window.localStorage` and
 * `window.sessionStorage` fit it as they are.
 */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A storage that lives as long as the process or page: the default outside the browser, and a
 * handy one in tests.
 *
 * @example
 * const tokenStore = createTokenStore({ storage: createMemoryStorage() });
 */
export function createMemoryStorage(): TokenStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/**
 * The browser's localStorage when there is one and it accepts writes (private modes and disabled
 * storage throw), otherwise a memory storage.
 */
export function defaultTokenStorage(): TokenStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) {
      const probe = '__fittings_probe__';
      window.localStorage.setItem(probe, probe);
      window.localStorage.removeItem(probe);
      return window.localStorage;
    }
  } catch {
    // Storage is present but unusable: fall through to memory.
  }
  return createMemoryStorage();
}
