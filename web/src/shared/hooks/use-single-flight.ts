import { useCallback, useRef, useState } from 'react';

/**
 * Wraps an async action so that a call made while one is running is ignored (a double click
 * submits once). `running` drives the button's loading state.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      setRunning(true);
      try {
        await action(...args);
      } finally {
        busy.current = false;
        setRunning(false);
      }
    },
    [action],
  );
  return { run, running };
}
