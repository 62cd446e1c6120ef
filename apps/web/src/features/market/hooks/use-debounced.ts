import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delay_ms`. */
export function useDebounced<T>(value: T, delay_ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay_ms);
    return () => window.clearTimeout(timer);
  }, [value, delay_ms]);
  return settled;
}
