import { ApiError } from '@fpl-assistant/web-kit';
import { describe, expect, it } from 'vitest';
import { FPL_UNREACHABLE, importProblem, parseTeamId } from './import-team';

describe('parseTeamId', () => {
  it('reads a positive whole number, spaces around it allowed', () => {
    expect(parseTeamId('118670')).toBe(118670);
    expect(parseTeamId(' 1234567 ')).toBe(1234567);
  });

  it('refuses anything that is not a team ID', () => {
    for (const text of ['', '0', '-5', '12.5', '1e6', 'abc', '0123', '12345678901'])
      expect(parseTeamId(text)).toBeNull();
  });
});

describe('importProblem', () => {
  it('shows the server sentence, and a next step when FPL cannot be reached', () => {
    const notFound = new ApiError(
      404,
      'fpl_team_not_found',
      "We couldn't find FPL team 123. Check the number in your FPL points page address.",
    );
    expect(importProblem(notFound)).toBe(notFound.message);
    expect(
      importProblem(new ApiError(502, 'fpl_upstream_error', 'Failed to fetch from FPL proxy: 502')),
    ).toBe(FPL_UNREACHABLE);
    expect(importProblem(new ApiError(0, 'network_error', 'Failed to fetch'))).toBe(FPL_UNREACHABLE);
  });
});
