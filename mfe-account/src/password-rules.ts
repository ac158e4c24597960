import { MESSAGES } from '@fpl-assistant/engine/app';

/** Spec §5 and §9. */
export const MIN_PASSWORD_LENGTH = 6;
export const REDIRECT_AFTER_SIGN_UP_MS = 2000;

/** The spec's message for a new password that cannot be used, checked in the spec's order, else null. */
export function passwordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return MESSAGES.passwordsDoNotMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  return null;
}
