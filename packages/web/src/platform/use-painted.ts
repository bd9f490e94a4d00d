import { useEffect, useState } from 'react';

/** A tab in the background paints no frames (and runs no animation frames): nothing waits there. */
const paintsNoFrames = () =>
  document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function';

/**
 * True once `ready` has been true across a painted frame, and from then on. A page that swaps a light
 * first view (a heading with its data) for a heavy render waits on this, so the browser paints the
 * light view before the heavy render takes the main thread: a slow phone shows the data at once.
 */
export function usePainted(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  const waits = ready && !painted && !paintsNoFrames();
  useEffect(() => {
    if (!waits) return;
    // An animation frame's callback runs just before its paint; a task it queues runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [waits]);
  return ready && (painted || paintsNoFrames());
}
