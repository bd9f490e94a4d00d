import { useEffect, useState } from 'react';

/** The clock in epoch seconds (the plates' unit), re-read every 30 s so overdue minutes count up. */
export function useNowSeconds(): number {
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() / 1000), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
