/**
 * The organisation's API tokens (back-office §7 API tokens): name, scopes, the token's last characters
 * (its value is never listed), expiry, last use and whether it works now, with a revoke action for
 * active tokens where the admin's scope may revoke. Revoking keeps the record (who and when) for the
 * audit trail; apps using the token stop working at once, which the confirmation says.
 */
import { Chip } from '@mui/material';
import {
  CreateButton, Datagrid, DateField, FunctionField, List, TextField, TopToolbar, useCanAccess, useDelete, useLocaleState, useNotify, useRecordContext, useRefresh,
  Confirm, Button,
} from 'react-admin';
import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { resourcesByName } from '../../../../generated/resources.gen.js';
import { useAreaWords } from '../../pages/area-words.js';
import { useFieldTitle } from '../generic-fields.js';
import { errorMessage } from '../generic-form-schema.js';
import { tokenStatus } from './token-status.js';

const RESOURCE = 'api-tokens';
const descriptor = resourcesByName[RESOURCE]!;
type Row = Record<string, unknown> & { id: string };

function StatusChip() {
  const t = useAreaWords('api-tokens');
  const record = useRecordContext<Row>();
  if (!record) return null;
  const status = tokenStatus(record, new Date());
  const label = t(`status.${status.kind}`, { _: status.kind });
  return <Chip size="small" label={label} color={status.kind === 'active' ? 'success' : 'default'} variant={status.kind === 'active' ? 'filled' : 'outlined'} />;
}

function RevokeButton() {
  const t = useAreaWords('api-tokens');
  const record = useRecordContext<Row>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const { canAccess } = useCanAccess({ resource: RESOURCE, action: 'delete' });
  if (!record || !canAccess || tokenStatus(record, new Date()).kind === 'revoked') return null;
  const confirm = () =>
    remove(RESOURCE, { id: record.id, previousData: record }, {
      onSuccess: () => {
        setOpen(false);
        notify('ampere.api-tokens.revoked', { type: 'info', messageArgs: { name: String(record.name), _: `${String(record.name)} is revoked` } });
        refresh();
      },
      onError: (error: unknown) => {
        setOpen(false);
        const message = errorMessage(error);
        notify(message, { type: 'error', messageArgs: { _: message } });
      },
    });
  return (
    <>
      <Button label={t('revoke')} onClick={(event) => { event.stopPropagation(); setOpen(true); }} color="error">
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={t('revokeTitle', { name: String(record.name) })}
        content={t('revokeWarning')}
        confirm={t('revoke')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

export function ApiTokenList() {
  const title = useFieldTitle(descriptor);
  const t = useAreaWords('api-tokens');
  const [locale] = useLocaleState();
  const record = descriptor.schemas.record;
  return (
    <List resource={RESOURCE} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" label={title('name', record)} />
        <FunctionField source="tokenScopes" label={title('tokenScopes', record)} render={(row: Row) => (Array.isArray(row.tokenScopes) ? row.tokenScopes.join(', ') : '')} />
        <FunctionField source="tokenHint" label={title('tokenHint', record)} render={(row: Row) => `…${String(row.tokenHint ?? '')}`} />
        <DateField source="expiresAt" label={title('expiresAt', record)} locales={locale} emptyText={t('never')} />
        <DateField source="lastUsedAt" label={title('lastUsedAt', record)} showTime locales={locale} emptyText={t('neverUsed')} />
        <FunctionField label={t('statusLabel')} render={() => <StatusChip />} />
        <DateField source="revokedAt" label={title('revokedAt', record)} showTime locales={locale} emptyText="" />
        <FunctionField label="" render={() => <RevokeButton />} />
      </Datagrid>
    </List>
  );
}
