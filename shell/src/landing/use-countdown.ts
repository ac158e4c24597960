import { type Countdown, countdown } from '@fpl-assistant/engine';
import { useEffect, useState } from 'react';

/** The time left until `deadline`, re-computed every second (spec §9: countdown tick 1 s). */
export function useCountdown(deadline: string): Countdown {
  const [left, setLeft] = useState(() => countdown(deadline, Date.now()));
  useEffect(() => {
    setLeft(countdown(deadline, Date.now()));
    const timer = setInterval(() => setLeft(countdown(deadline, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
