// The error catalogue of spec section 8, word for word: apps show these texts as they are. The texts shared with
// other programs (the API, the site) are defined in @fittings/catalog-core.
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '@fittings/catalog-core';

/**
 * The fixed messages of the error catalogue (spec section 8).
 *
 * @example
 * if (error.message === ERROR_MESSAGES.network) showOfflineBanner();
 */
export const ERROR_MESSAGES = {
  /** Generic failure, the last resort when nothing more precise is known. */
  generic: GENERIC_ERROR_MESSAGE,
  /** A session token that was already expired when it was received. */
  expiredSession: 'An expired session was received. You may need to login again.',
  /** An answer with `success: false` and no message of its own. */
  unauthorised: 'We could not validate your authority to access resources.',
  /** Network status 0: no answer reached the client. */
  network: NETWORK_ERROR_MESSAGE,
} as const;
