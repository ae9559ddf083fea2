import { describe, expect, it } from 'vitest';
import * as apiClient from './index';

describe('public exports', () => {
  it('exposes exactly the documented runtime names', () => {
    expect(Object.keys(apiClient).sort()).toEqual(
      [
        'ApiError',
        'AUTHORIZATION_PLACEHOLDERS',
        'DEVELOPMENT_API_PORT',
        'ERROR_MESSAGES',
        'MAX_TOKEN_LENGTH',
        'TOKEN_CHUNK_COUNT',
        'TOKEN_CHUNK_LENGTH',
        'XSRF_COOKIE_NAME',
        'XSRF_HEADER_NAME',
        'XSRF_SECURE_COOKIE_NAME',
        'XSRF_TOKEN_PATTERN',
        'readCookie',
        'readXsrfToken',
        'createApiClient',
        'createMemoryStorage',
        'createTokenStore',
        'defaultBaseUrl',
        'isApiError',
        'isTokenExpired',
        'tokenExpiry',
      ].sort(),
    );
  });

  it('keeps the placeholders and messages of the spec word for word', () => {
    expect(apiClient.AUTHORIZATION_PLACEHOLDERS).toEqual({
      expiredToken: 'expired-token',
      domainNotAllowed: 'domain-not-allowed',
      noToken: 'no-jwt-token',
    });
    expect(apiClient.ERROR_MESSAGES).toEqual({
      generic: 'Something went wrong!',
      expiredSession: 'An expired session was received. You may need to login again.',
      unauthorised: 'We could not validate your authority to access resources.',
      network: 'could not connect to our servers',
    });
  });
});
