import { useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusableIn = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));

/**
 * Keeps Tab and Shift+Tab inside the top dialog, wrapping at either end. The dialog library only
 * pulls focus back when it lands on another element, so without this Tab from the last button went
 * to the page's body, and Shift+Tab from the dialog box itself left it.
 */
export function useTabTrap(active: boolean, topDialog: () => HTMLElement | null) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = topDialog();
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = focusableIn(dialog);
      if (focusable.length === 0) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      const current = document.activeElement;
      const inside =
        current instanceof HTMLElement && dialog.contains(current) && focusable.includes(current);
      if (event.shiftKey && (!inside || current === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [active, topDialog]);
}
