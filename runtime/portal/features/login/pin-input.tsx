/**
 * portal §5 "PIN exactly 4 digits, one digit per box; Pin input accepts one numeric character":
 * four labelled boxes; a digit moves on to the next box, backspace in an empty box goes back, and
 * pasting the four-digit code fills them all. `onComplete` hears the PIN once every box holds a digit.
 */
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../app/translation.js';
import { PIN_LENGTH, completePin, pastedPin, pinBoxValue } from './login-rules.js';

const EMPTY: readonly string[] = Array.from({ length: PIN_LENGTH }, () => '');

export function PinInput({ legend, disabled, onComplete }: { readonly legend: string; readonly disabled?: boolean; readonly onComplete: (pin: string) => void }) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState<readonly string[]>(EMPTY);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(PIN_LENGTH - 1, index))]?.focus();

  const update = (next: readonly string[]) => {
    setDigits(next);
    const pin = completePin(next);
    if (pin) onComplete(pin);
  };
  const change = (index: number, raw: string) => {
    const digit = pinBoxValue(raw);
    update(digits.map((d, i) => (i === index ? digit : d)));
    if (digit) focusBox(index + 1);
  };
  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      update(digits.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pin = pastedPin(event.clipboardData.getData('text'));
    if (!pin) return;
    event.preventDefault();
    update(pin);
    focusBox(PIN_LENGTH - 1);
  };

  return (
    <fieldset className="pin-input" disabled={disabled}>
      <legend className="field-label">{legend}</legend>
      <div className="pin-input__boxes">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            className="input pin-input__box"
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('login.pin.digit', { position: index + 1 })}
            value={digit}
            onChange={(event) => change(index, event.target.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={paste}
            onFocus={(event) => event.target.select()}
            autoFocus={index === 0}
          />
        ))}
      </div>
    </fieldset>
  );
}
