import { useLayoutEffect } from 'react';
import { replaceFirstView } from './first-view.ts';

/**
 * Replaces the server's first view (first-view.ts) once `shown` is true: in a layout effect, so the
 * browser paints the screen's own view in the very frame the server's goes (no blank frame, no flash).
 */
export function useFirstViewReplaced(shown: boolean) {
  useLayoutEffect(() => {
    if (shown) replaceFirstView();
  }, [shown]);
}
