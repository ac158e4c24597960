import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  it('checks the confirmation first, then the length', () => {
    expect(passwordProblem('abc', 'abd')).toBe('Passwords do not match');
    expect(passwordProblem('abc', 'abc')).toBe('Password must be at least 6 characters long');
    expect(passwordProblem('abcdef', 'abcdef')).toBeNull();
  });
});
