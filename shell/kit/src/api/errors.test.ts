import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, errorMessage } from './errors.js';

describe('API errors', () => {
  it("reads the server's { error: { message, code } }", () => {
    const err = apiErrorFrom(404, { error: { message: 'Profile not found', code: 'profile_not_found' } });
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.message]).toEqual([404, 'profile_not_found', 'Profile not found']);
  });

  it('reads GoTrue msg / error_code and falls back to the status', () => {
    expect(
      apiErrorFrom(400, { msg: 'Invalid login credentials', error_code: 'invalid_credentials' }).message,
    ).toBe('Invalid login credentials');
    expect(apiErrorFrom(500, 'oops').message).toBe('Request failed with status 500');
  });

  it("marks the server's invalid_jwt (400) as an unusable token, and nothing else", () => {
    const invalid = apiErrorFrom(400, {
      error: { message: 'Invalid access token: unable to parse or verify signature', code: 'invalid_jwt' },
      error_code: 'invalid_jwt',
      msg: 'Invalid access token: unable to parse or verify signature',
    });
    expect([invalid.status, invalid.invalidToken]).toEqual([400, true]);
    expect(apiErrorFrom(400, { error: { message: 'x', code: 'validation_failed' } }).invalidToken).toBe(
      false,
    );
    expect(apiErrorFrom(401, { error: { message: 'x', code: 'bad_jwt' } }).invalidToken).toBe(false);
  });

  it('treats network failures and gateway statuses as retryable', () => {
    expect([0, 502, 503, 504, 500, 400].map((s) => new ApiError(s, 'x', 'm').retryable)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("uses the screen's fallback when the error has no message", () => {
    expect(errorMessage(new Error(''), 'Failed to sign in. Please check your credentials.')).toBe(
      'Failed to sign in. Please check your credentials.',
    );
    expect(errorMessage(new ApiError(400, 'c', 'Invalid login credentials'), 'x')).toBe(
      'Invalid login credentials',
    );
  });
});
