/**
 * portal §2, §4 Account settings: an e-mail or phone row that toggles between view and edit, with
 * change, cancel and save; save is enabled only for a valid value (§5). "A failed update simply ends
 * the loading state": the row stays in edit with the value typed, and the failure is logged.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import type { PortalContactType } from '../../../../schemas/settings/feature-flags.js';
import { isValidContact } from './account-rules.js';

const INPUT: Readonly<Record<PortalContactType, { type: string; autoComplete: string; invalidKey: string }>> = {
  email: { type: 'email', autoComplete: 'email', invalidKey: 'account.invalidEmail' },
  phoneNumber: { type: 'tel', autoComplete: 'tel', invalidKey: 'account.invalidPhone' },
};

export function ContactField({ field, label, value, editable, onSave }: {
  readonly field: PortalContactType;
  readonly label: string;
  readonly value?: string;
  readonly editable: boolean;
  /** Saves the value; rejects when the server refused it. */
  readonly onSave: (value: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  // Focus follows the toggle: into the field on change, back to the change button after cancel or save.
  useEffect(() => {
    if (!toggled.current) return;
    if (editing) input.current?.focus();
    else change.current?.focus();
  }, [editing]);

  const toggle = (on: boolean) => {
    toggled.current = true;
    setEditing(on);
  };
  const startEditing = () => {
    setDraft(value ?? '');
    setSaved(false);
    toggle(true);
  };
  const valid = isValidContact(field, draft);
  const save = async () => {
    setSaving(true);
    try {
      await onSave(draft.trim());
      setSaved(true);
      toggle(false);
    } catch (error) {
      console.error(`Could not save ${field}`, error);
    } finally {
      setSaving(false);
    }
  };
  const { type, autoComplete, invalidKey } = INPUT[field];
  const showInvalid = draft.trim() !== '' && !valid;

  return (
    <div className="account-row" data-testid={`account-${field}`}>
      <dt>{editing ? <label htmlFor={id}>{label}</label> : label}</dt>
      <dd>
        {editing ? (
          <form
            className="account-edit"
            onSubmit={(event) => {
              event.preventDefault();
              if (valid && !saving) void save();
            }}
          >
            <input
              ref={input}
              id={id}
              className="input"
              type={type}
              autoComplete={autoComplete}
              value={draft}
              aria-invalid={showInvalid}
              aria-describedby={showInvalid ? `${id}-error` : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
            {showInvalid && <p id={`${id}-error`} className="field-error">{t(invalidKey)}</p>}
            <div className="account-edit__buttons">
              <button type="button" className="button button--ghost button--small" onClick={() => toggle(false)} disabled={saving}>
                {t('common.cancel')}
              </button>
              <button type="submit" className="button button--small" disabled={!valid || saving} aria-busy={saving}>
                {t('common.save')}
              </button>
            </div>
          </form>
        ) : (
          <div className="account-value">
            <span data-testid={`account-${field}-value`}>{value || t('common.notSet')}</span>
            {editable && (
              <button ref={change} type="button" className="link-button" onClick={startEditing}>
                {t('common.change')}{' '}
                <span className="visually-hidden">{label}</span>
              </button>
            )}
          </div>
        )}
        <span className="visually-hidden" aria-live="polite">{saved ? t('account.saved') : ''}</span>
      </dd>
    </div>
  );
}
