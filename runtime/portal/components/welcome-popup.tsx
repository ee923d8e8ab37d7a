/**
 * portal §2 Shell "New-user welcome popup: shown once per account; dismissal remembered in a cookie
 * holding account ids for 1 year"; hidden by the tenant's hidePopup.
 */
import { useState } from 'react';
import { useTranslation } from '../app/translation.js';
import { TOKENS } from '../../../schemas/constants.js';
import { useSession, useTenant } from '../app/context.js';
import { readCookie, writeCookie } from './cookies.js';
import { Modal } from './modal.js';

export const WELCOME_COOKIE = 'ampere_welcomed';

export function welcomedAccounts(doc: Document = document): string[] {
  return (readCookie(WELCOME_COOKIE, doc) ?? '').split(',').filter(Boolean);
}

export function rememberWelcomed(accountId: string, doc: Document = document): void {
  const ids = welcomedAccounts(doc);
  if (!ids.includes(accountId)) writeCookie(WELCOME_COOKIE, [...ids, accountId].join(','), TOKENS.WELCOME_COOKIE_MAX_AGE_S, doc);
}

export function WelcomePopup() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { user, authorised } = useSession();
  const [closed, setClosed] = useState<string[]>([]);
  const accountId = user?._id;
  if (config.hidePopup || !authorised || !accountId || closed.includes(accountId) || welcomedAccounts().includes(accountId)) return null;
  const close = () => {
    rememberWelcomed(accountId);
    setClosed((c) => [...c, accountId]);
  };
  return (
    <Modal open title={t('welcome.title')} onClose={close} testId="welcome-popup" footer={<button type="button" className="button" onClick={close}>{t('welcome.button')}</button>}>
      <p>{t('welcome.text')}</p>
    </Modal>
  );
}
