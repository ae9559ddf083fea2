// The error catalogue of spec section 8, word for word: apps show these texts as they are.

/**
 * The fixed messages of the error catalogue (spec section 8).
 *
 * @example
 * if (error.message === ERROR_MESSAGES.network) showOfflineBanner();
 */
export const ERROR_MESSAGES = {
  /** Generic failure, the last resort when nothing more precise is known. */
  generic: 'Something went wrong!',
  /** A session token that was already expired when it was received. */
  expiredSession: 'An expired session was received. You may need to login again.',
  /** An answer with `success: false` and no message of its own. */
  unauthorised: 'We could not validate your authority to access resources.',
  /** Network status 0: no answer reached the client. */
  network: 'could not connect to our servers',
} as const;
