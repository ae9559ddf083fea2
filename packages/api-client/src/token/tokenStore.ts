// The session token of spec section 3: five chunks of 50 characters in a storage adapter.
import { ApiError } from '../errors/ApiError';
import { ERROR_MESSAGES } from '../errors/messages';
import { isTokenExpired } from './jwt';
import { defaultTokenStorage, type TokenStorage } from './storage';

/** How many chunks a session token is stored in (spec section 9). */
export const TOKEN_CHUNK_COUNT = 5;
/** How many characters each chunk holds (spec section 9). */
export const TOKEN_CHUNK_LENGTH = 50;
/** The longest token that fits: 5 × 50 = 250 characters. */
export const MAX_TOKEN_LENGTH = TOKEN_CHUNK_COUNT * TOKEN_CHUNK_LENGTH;

/** Present and unexpired, present but expired, or absent. */
export type TokenStatus = 'valid' | 'expired' | 'missing';

export interface TokenStore {
  /** The stored token, joined from its chunks, or `null` when there is none. */
  read(): string | null;
  /**
   * Stores a token received from the server. Throws an {@link ApiError} and stores nothing when the
   * token is already expired ("An expired session was received. You may need to login again."),
   * empty, or longer than five chunks.
   */
  save(token: string): void;
  /** Removes every chunk. */
  clear(): void;
  /** Whether the stored token is valid (present and unexpired), expired, or missing. */
  status(): TokenStatus;
}

export interface TokenStoreOptions {
  /** Where chunks are kept. Default: localStorage in the browser, memory elsewhere. */
  storage?: TokenStorage;
  /** Prefix of the chunk keys; chunk `i` (0 to 4) lives under `${keyPrefix}${i}`. */
  keyPrefix?: string;
  /** The clock, in milliseconds since the epoch. Default: `Date.now`. */
  now?: () => number;
}

/**
 * Splits a token into the chunks it is stored in. Refuses, with an {@link ApiError} of kind
 * `invalid-token`, a token that is empty or longer than {@link MAX_TOKEN_LENGTH}: a cut token would
 * fail later in a way nobody could trace.
 *
 * @example
 * splitToken('a'.repeat(120)) // ['a' × 50, 'a' × 50, 'a' × 20]
 */
export function splitToken(token: string): string[] {
  if (token === '') {
    throw new ApiError('A session token cannot be empty.', { kind: 'invalid-token' });
  }
  if (token.length > MAX_TOKEN_LENGTH) {
    throw new ApiError(
      `The session token is ${token.length} characters long; at most ${MAX_TOKEN_LENGTH} ` +
        `(${TOKEN_CHUNK_COUNT} chunks of ${TOKEN_CHUNK_LENGTH}) can be stored.`,
      { kind: 'invalid-token' },
    );
  }
  const chunks: string[] = [];
  for (let start = 0; start < token.length; start += TOKEN_CHUNK_LENGTH) {
    chunks.push(token.slice(start, start + TOKEN_CHUNK_LENGTH));
  }
  return chunks;
}

/**
 * Creates the session token store.
 *
 * @example
 * const tokenStore = createTokenStore(); // localStorage in the browser, memory in Node
 * tokenStore.save(answer.token);
 * tokenStore.status(); // 'valid'
 */
export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const storage = options.storage ?? defaultTokenStorage();
  const keyPrefix = options.keyPrefix ?? 'fittings.session-token.';
  const now = options.now ?? Date.now;
  const key = (index: number) => `${keyPrefix}${index}`;

  const clear = () => {
    for (let index = 0; index < TOKEN_CHUNK_COUNT; index += 1) storage.removeItem(key(index));
  };

  const read = (): string | null => {
    let token = '';
    for (let index = 0; index < TOKEN_CHUNK_COUNT; index += 1) {
      const chunk = storage.getItem(key(index));
      if (chunk === null || chunk === '') break;
      token += chunk;
    }
    return token === '' ? null : token;
  };

  return {
    read,
    clear,
    save(token) {
      const chunks = splitToken(token);
      if (isTokenExpired(token, now())) {
        throw new ApiError(ERROR_MESSAGES.expiredSession, { kind: 'expired-session' });
      }
      clear();
      chunks.forEach((chunk, index) => storage.setItem(key(index), chunk));
    },
    status() {
      const token = read();
      if (token === null) return 'missing';
      return isTokenExpired(token, now()) ? 'expired' : 'valid';
    },
  };
}
