/** Time left to a deadline, in whole days, hours, minutes and seconds. */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function toMillis(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value;
}

/** Time left until a deadline; all zero at or after it (and for an unreadable deadline). */
export function countdown(deadline: Date | string | number, now: Date | number): Countdown {
  const left = toMillis(deadline) - toMillis(now);
  if (!Number.isFinite(left) || left <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0 };
  const totalSeconds = Math.floor(left / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
