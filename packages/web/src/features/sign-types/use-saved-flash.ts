import { useEffect, useState } from 'react';

const SAVED_FOR_MS = 2500;

/** A "saved" flag for a Save button's confirmation; it turns itself off after a moment. */
export function useSavedFlash() {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_FOR_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  return [saved, setSaved] as const;
}
