/**
 * Dialog focus for the chat panel: focus moves in when it opens, Tab and Shift+Tab stay inside,
 * Escape closes, and focus returns to the launcher unless the user has moved it elsewhere meanwhile.
 */
import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  first: RefObject<HTMLElement | null>,
  returnTo: RefObject<HTMLElement | null>,
  onClose: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const node = dialog.current;
    (first.current ?? node)?.focus();
    return () => {
      const active = document.activeElement;
      if (!active || active === document.body || node?.contains(active)) returnTo.current?.focus();
    };
  }, [dialog, first, returnTo]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const firstItem = focusable[0];
      const lastItem = focusable[focusable.length - 1];
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    },
    [dialog, onClose],
  );
}
