import { MESSAGES, PASSWORD_MIN_LENGTH } from '@fpl-assistant/engine/app';

export const REDIRECT_AFTER_SIGN_UP_MS = 2000;

/** The spec's message for a new password that cannot be used, checked in the spec's order, else null. */
export function passwordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return MESSAGES.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  return null;
}
