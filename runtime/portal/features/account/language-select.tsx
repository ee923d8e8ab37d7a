/**
 * portal §2 Account settings: the language dropdown offers the tenant's configured languages; §4
 * "Language switch: stored locally, chat widget language updated, saved to the user" (the switch loads
 * the language's copy first; saving on the user is only logged when it fails).
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import type { Language } from '../../../../schemas/core/primitives.js';
import { usePortal, useSession, useTenant } from '../../app/context.js';
import { switchLanguage } from '../../app/start.js';
import { errorText } from '../../components/error-text.js';

export function LanguageSelect() {
  const { t } = useTranslation();
  const portal = usePortal();
  const { languages } = useTenant();
  const { language } = useSession();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const choose = async (next: Language) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await switchLanguage(portal, next);
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-row" data-testid="account-language">
      <dt>
        <label htmlFor={id}>{t('account.language')}</label>
      </dt>
      <dd>
        <select id={id} className="select" value={language} disabled={busy} aria-busy={busy} onChange={(event) => void choose(event.target.value as Language)}>
          {languages.map((l) => (
            <option key={l} value={l} lang={l}>{t(`languages.${l}`)}</option>
          ))}
        </select>
        {failure && <p className="field-error" role="alert">{failure}</p>}
      </dd>
    </div>
  );
}
