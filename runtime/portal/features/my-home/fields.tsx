/**
 * The my-home form's controls: a slider with its value shown, a stepper, a counter and a group of
 * radio buttons. Each is a native control with its own label, so the keyboard and screen readers
 * work without extra code.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../app/translation.js';

export function Slider({ label, value, min, max, step, valueText, ends, onChange, testId }: {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** The value as shown and as screen readers read it (aria-valuetext). */
  readonly valueText: string;
  /** Words under the two ends of the scale, when the numbers alone say little. */
  readonly ends?: readonly [string, string];
  readonly onChange: (value: number) => void;
  readonly testId?: string;
}) {
  const id = useId();
  return (
    <div className="field my-home__slider">
      <div className="my-home__slider-head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="my-home__value" data-testid={testId && `${testId}-value`}>{valueText}</output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        data-testid={testId}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      {ends && (
        <div className="my-home__slider-ends" aria-hidden="true">
          <span>{ends[0]}</span>
          <span>{ends[1]}</span>
        </div>
      )}
    </div>
  );
}

/** A whole number between min and max: typed, or one up and down with the buttons. */
export function Stepper({ label, value, min, max, invalidText, onChange, testId }: {
  readonly label: string;
  /** Shown while the typed text is not a whole number in range. */
  readonly invalidText: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly onChange: (value: number) => void;
  readonly testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const valid = /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="my-home__stepper">
        <button type="button" className="button button--ghost my-home__step" disabled={value <= min} onClick={() => onChange(value - 1)}>
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t('myHome.counter.removeItem', { item: label })}</span>
        </button>
        <input
          id={id}
          className="input my-home__step-input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          aria-invalid={!valid}
          data-testid={testId}
          onChange={(e) => {
            setText(e.target.value);
            const n = Number(e.target.value);
            if (/^\d+$/.test(e.target.value) && n >= min && n <= max) onChange(n);
          }}
          onBlur={() => setText(String(value))}
        />
        <button type="button" className="button button--ghost my-home__step" disabled={value >= max} onClick={() => onChange(value + 1)}>
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t('myHome.counter.addItem', { item: label })}</span>
        </button>
      </div>
      {!valid && <p className="field-error">{invalidText}</p>}
    </div>
  );
}

/** How many of one thing: − and + around the count; + is off while `canAdd` is false (portal §5). */
export function Counter({ label, count, canAdd, onAdd, onRemove, testId }: {
  readonly label: string;
  readonly count: number;
  readonly canAdd: boolean;
  readonly onAdd: () => void;
  readonly onRemove: () => void;
  readonly testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className="my-home__counter" data-testid={testId}>
      <span id={id} className="my-home__counter-label">{label}</span>
      <span className="my-home__stepper" role="group" aria-labelledby={id}>
        <button type="button" className="button button--ghost my-home__step" disabled={count === 0} onClick={onRemove}>
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t('myHome.counter.removeItem', { item: label })}</span>
        </button>
        <output className="my-home__count" aria-live="polite" data-testid={testId && `${testId}-count`}>{count}</output>
        <button type="button" className="button button--ghost my-home__step" disabled={!canAdd} onClick={onAdd}>
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t('myHome.counter.addItem', { item: label })}</span>
        </button>
      </span>
    </li>
  );
}

export function Check({ label, checked, disabled = false, onChange }: {
  readonly label: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <label className="my-home__choice">
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

export function RadioGroup<T extends string>({ legend, options, value, labelOf, onChange }: {
  readonly legend: string;
  readonly options: readonly T[];
  readonly value: T | null;
  readonly labelOf: (option: T) => string;
  readonly onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <Fieldset legend={legend}>
      <div className="my-home__choices">
        {options.map((o) => (
          <label key={o} className="my-home__choice">
            <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
            <span>{labelOf(o)}</span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
}

export function Fieldset({ legend, children, testId }: { readonly legend: string; readonly children: ReactNode; readonly testId?: string }) {
  return (
    <fieldset className="my-home__fieldset" data-testid={testId}>
      <legend className="my-home__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
