import { useEffect, useState } from 'react';

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Whole seconds left until `from + seconds` (a resend wait that starts when a code was sent). */
export function useCountdown(from: number, seconds: number): number {
  const until = from + seconds * 1000;
  const [left, setLeft] = useState(() => secondsLeft(until));
  useEffect(() => {
    setLeft(secondsLeft(until));
    const timer = setInterval(() => {
      const next = secondsLeft(until);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}
