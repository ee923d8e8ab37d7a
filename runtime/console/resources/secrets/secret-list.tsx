/**
 * The secrets list: metadata only (key, organisation, who can see it, when and by whom it last
 * changed). It reads listSecretMeta, whose answer holds no values, so no value can reach the page.
 * Creating and syncing are offered only to scopes the contract allows them.
 */
import { CreateButton, Datagrid, DateField, FunctionField, List, TextField, TopToolbar, useLocaleState } from 'react-admin';
import { Chip } from '@mui/material';
import type { SecretMeta } from '../../../../schemas/secret.js';
import { ListError, Status } from '../../components/list-states.js';
import { useSecretAccess } from './secret-access.js';
import { SecretSyncButton } from './secret-sync.js';
import { SecretVisibility } from './secret-visibility.js';
import { SECRETS, useSecretWords } from './secret-words.js';

function Actions() {
  const { can } = useSecretAccess();
  return (
    <TopToolbar>
      {can('create') ? <CreateButton /> : null}
      {can('sync') ? <SecretSyncButton /> : null}
    </TopToolbar>
  );
}

/** The rotateSecrets job's flag, or the date the secret is due by (docs/decisions.md "Secret rotation age"). */
function RotationFlag({ secret }: { secret: SecretMeta }) {
  const { t } = useSecretWords();
  const [locale] = useLocaleState();
  if (secret.rotationDue) return <Chip size="small" color="warning" label={t('rotationDue')} />;
  return <>{t('rotateBy', { date: new Date(secret.rotateBy).toLocaleDateString(locale) })}</>;
}

export function SecretList() {
  const { t, field } = useSecretWords();
  const [locale] = useLocaleState();
  return (
    <List
      resource={SECRETS}
      title={t('title')}
      actions={<Actions />}
      exporter={false}
      empty={false}
      error={<ListError text={(message) => t('listError', { message })} />}
      pagination={false}
    >
      <Datagrid bulkActionButtons={false} rowClick="show" empty={<Status text={t('empty')} />}>
        <TextField source="key" label={field('key')} />
        <TextField source="organisation" label={field('organisation')} />
        <FunctionField label={t('visibleTo')} sortable={false} render={(r: SecretMeta) => <SecretVisibility secretKey={r.key} />} />
        <FunctionField label={t('rotation')} sortable={false} render={(r: SecretMeta) => <RotationFlag secret={r} />} />
        <DateField source="updatedAt" label={field('updatedAt')} showTime locales={locale} />
        <TextField source="updatedBy" label={field('updatedBy')} sortable={false} />
      </Datagrid>
    </List>
  );
}
