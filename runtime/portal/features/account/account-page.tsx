/**
 * portal §2 Account settings: name (full, or first and last by configuration), the selected location's
 * address, zip code and city, e-mail, phone and language; the password change where the tenant allows
 * it, and the optional embedded page for changing information. The page header's location picker
 * switches the active account, and the address follows the selected location.
 */
import { useTranslation } from '../../app/translation.js';
import { updateUser } from '../../../../generated/client/users.gen.js';
import type { PortalContactType } from '../../../../schemas/settings/feature-flags.js';
import { usePortal, useSelectedLocation, useSession, useTenant } from '../../app/context.js';
import type { SessionUser } from '../../app/session.js';
import { ExternalFrame } from '../../components/external-frame.js';
import { headerName } from '../../components/names.js';
import { PageHeader } from '../../components/page-header.js';
import { PageLoading } from '../../components/states.js';
import { canEditContact } from './account-rules.js';
import { ContactField } from './contact-field.js';
import { LanguageSelect } from './language-select.js';
import { PasswordChange } from './password-change.js';
import './account.css';

function Row({ label, value, testId }: { readonly label: string; readonly value?: string; readonly testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="account-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value || t('common.notSet')}</dd>
    </div>
  );
}

function NameRows({ user }: { readonly user: SessionUser }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  if (config.showFullName) return <Row label={t('account.name')} value={headerName(user, true)} testId="account-name" />;
  return (
    <>
      <Row label={t('account.firstName')} value={user.firstName} testId="account-first-name" />
      <Row label={t('account.lastName')} value={user.lastName} testId="account-last-name" />
    </>
  );
}

function ChangeInformation({ url }: { readonly url: string }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  return (
    <section className="card" aria-labelledby="change-information-title">
      <h2 id="change-information-title">{t('account.changeInformation')}</h2>
      {config.changeInformationNotice && <p data-testid="change-information-notice">{t('account.changeInformationNotice')}</p>}
      <ExternalFrame url={url} title={t('account.changeInformation')} testId="account-frame" />
    </section>
  );
}

export default function AccountPage() {
  const { t } = useTranslation();
  const { api, session } = usePortal();
  const { config } = useTenant();
  const { user } = useSession();
  const location = useSelectedLocation();

  if (!user) return <PageLoading />;
  const userId = user.userId;
  const editable = (field: PortalContactType) => userId !== undefined && canEditContact(config, field, user.accountOwner);
  // portal §4: "saving sends the update and applies the returned user".
  const save = (field: PortalContactType) => async (value: string) => {
    if (!userId) return;
    const { data } = await updateUser(api.client, { params: { id: userId }, body: { [field]: value } });
    session.applyUser({ ...(data.email ? { email: data.email } : {}), ...(data.phoneNumber ? { phoneNumber: data.phoneNumber } : {}) });
  };

  return (
    <>
      <PageHeader title={t('account.title')} />
      <section className="card" aria-labelledby="account-details-title">
        <h2 id="account-details-title">{t('account.details')}</h2>
        <dl className="account-details">
          <NameRows user={user} />
          <Row label={t('account.customerNumber')} value={user.customerNumber} testId="account-customer-number" />
          <Row label={t('account.address')} value={location?.address} testId="account-address" />
          <Row label={t('account.zipCode')} value={location?.zipCode} testId="account-zip-code" />
          <Row label={t('account.city')} value={location?.city} testId="account-city" />
          <ContactField field="email" label={t('account.email')} value={user.email} editable={editable('email')} onSave={save('email')} />
          <ContactField field="phoneNumber" label={t('account.phone')} value={user.phoneNumber} editable={editable('phoneNumber')} onSave={save('phoneNumber')} />
          <LanguageSelect />
        </dl>
      </section>
      {!config.passwordEditingDisabled && userId && <PasswordChange userId={userId} />}
      {config.accountIframeUrl && <ChangeInformation url={config.accountIframeUrl} />}
    </>
  );
}
