import { useCallback, useEffect, useState } from 'react';

/** Seconds left until an action is allowed again (SMS resend); `restart()` starts a new wait. */
export function useCountdown(seconds: number) {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const restart = useCallback(() => setUntil(Date.now() + seconds * 1000), [seconds]);
  return { left, restart };
}
