import { useCallback, useEffect, useRef } from 'react';

/** One pending timeout at a time; starting again replaces it, unmounting clears it. */
export function useTimer() {
  const handle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    if (handle.current !== undefined) clearTimeout(handle.current);
    handle.current = undefined;
  }, []);
  const start = useCallback(
    (ms: number, run: () => void) => {
      clear();
      handle.current = setTimeout(() => {
        handle.current = undefined;
        run();
      }, ms);
    },
    [clear],
  );
  useEffect(() => clear, [clear]);
  return { start, clear };
}
