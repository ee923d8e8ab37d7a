/**
 * The secrets list: metadata only (key, organisation, who can see it, when and by whom it last
 * changed). It reads listSecretMeta, whose answer holds no values, so no value can reach the page.
 * Creating and syncing are offered only to scopes the contract allows them.
 */
import { CreateButton, Datagrid, DateField, FunctionField, List, TextField, TopToolbar, useLocaleState } from 'react-admin';
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
        <DateField source="updatedAt" label={field('updatedAt')} showTime locales={locale} />
        <TextField source="updatedBy" label={field('updatedBy')} sortable={false} />
      </Datagrid>
    </List>
  );
}
