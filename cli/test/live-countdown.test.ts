import { afterEach, describe, expect, it, vi } from 'vitest';
import { runLiveCountdown } from '../src/live-countdown.js';
import { memoryIo } from './helpers.js';

const DEADLINE = '2026-01-17T11:00:00Z';

describe('runLiveCountdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('redraws every second on a terminal and stops at the deadline', async () => {
    // The engine's countdown floors to whole seconds, so half a second before the deadline it is over.
    vi.useFakeTimers();
    let now = Date.parse(DEADLINE) - 2500;
    const { io, stdout } = memoryIo({ stdoutTTY: true });
    const done = runLiveCountdown({ deadline: DEADLINE, clock: () => now, out: io.stdout });
    for (let tick = 0; tick < 3; tick++) {
      now += 1000;
      await vi.advanceTimersByTimeAsync(1000);
    }
    await done;
    const frames = stdout().split('\r\x1b[2K').filter(Boolean);
    expect(frames).toEqual([
      'Deadline in 0d 00h 00m 02s  (Ctrl-C to stop)',
      'Deadline in 0d 00h 00m 01s  (Ctrl-C to stop)',
      'Deadline passed\n',
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('writes a line a tick when not on a terminal, and stops on abort', async () => {
    vi.useFakeTimers();
    let now = Date.parse(DEADLINE) - 3_600_000;
    const { io, stdout } = memoryIo({ stdoutTTY: false });
    const stop = new AbortController();
    const done = runLiveCountdown({
      deadline: DEADLINE,
      clock: () => now,
      out: io.stdout,
      signal: stop.signal,
    });
    now += 1000;
    await vi.advanceTimersByTimeAsync(1000);
    stop.abort();
    await done;
    expect(stdout()).toBe('Deadline in 0d 01h 00m 00s\nDeadline in 0d 00h 59m 59s\n');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('returns at once when already aborted', async () => {
    const { io, stdout } = memoryIo();
    const stop = new AbortController();
    stop.abort();
    await runLiveCountdown({ deadline: DEADLINE, clock: () => 0, out: io.stdout, signal: stop.signal });
    expect(stdout()).toBe('');
  });
});
