import { countdown } from '@fpl-assistant/engine';
import { formatCountdown } from './dates.js';
import type { OutputStream } from './io.js';

/** Spec §9: the countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface LiveCountdownOptions {
  deadline: string;
  /** Milliseconds since the epoch; injected so tests never read the wall clock. */
  clock: () => number;
  out: OutputStream;
  /** Stops the countdown (Ctrl-C in the binary). */
  signal?: AbortSignal;
  intervalMs?: number;
}

/**
 * Redraw the countdown every tick until the deadline passes or `signal` aborts. On a terminal the line is
 * redrawn in place; elsewhere (e.g. `--watch` into a log) each tick is a new line.
 */
export function runLiveCountdown(options: LiveCountdownOptions): Promise<void> {
  const { deadline, clock, out, signal, intervalMs = COUNTDOWN_TICK_MS } = options;
  const inPlace = out.isTTY === true;
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      if (timer !== undefined) clearInterval(timer);
      signal?.removeEventListener('abort', finish);
      if (inPlace) out.write('\n');
      resolve();
    };
    const draw = () => {
      const left = countdown(deadline, clock());
      const over = left.days + left.hours + left.minutes + left.seconds === 0;
      const text = over ? 'Deadline passed' : `Deadline in ${formatCountdown(left)}`;
      out.write(inPlace ? `\r\x1b[2K${text}${over ? '' : '  (Ctrl-C to stop)'}` : `${text}\n`);
      if (over) finish();
    };
    if (signal?.aborted) return finish();
    signal?.addEventListener('abort', finish, { once: true });
    draw();
    if (!finished) timer = setInterval(draw, intervalMs);
  });
}
