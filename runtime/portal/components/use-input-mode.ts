/** portal §2 Shell "Keyboard versus mouse use toggles a style class on the page": focus rings only for keyboard users. */
import { useEffect } from 'react';

export const KEYBOARD_CLASS = 'using-keyboard';

export function useInputMode(target: HTMLElement = document.body): void {
  useEffect(() => {
    const keyboard = (e: KeyboardEvent) => {
      if (e.key === 'Tab' || e.key.startsWith('Arrow') || e.key === 'Enter' || e.key === ' ') target.classList.add(KEYBOARD_CLASS);
    };
    const mouse = () => target.classList.remove(KEYBOARD_CLASS);
    window.addEventListener('keydown', keyboard, true);
    window.addEventListener('mousedown', mouse, true);
    return () => {
      window.removeEventListener('keydown', keyboard, true);
      window.removeEventListener('mousedown', mouse, true);
    };
  }, [target]);
}
