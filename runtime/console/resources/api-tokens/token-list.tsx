/**
 * The organisation's API tokens (back-office §7 API tokens): name, scopes, the token's last characters
 * (its value is never listed), expiry, last use and whether it works now, with a revoke action for
 * active tokens where the admin's scope may revoke. Revoking keeps the record (who and when) for the
 * audit trail; apps using the token stop working at once, which the confirmation says.
 */
import { Chip } from '@mui/material';
import {
  CreateButton, Datagrid, DateField, FunctionField, List, TextField, TopToolbar, useCanAccess, useDelete, useNotify, useRecordContext, useRefresh, useTranslate,
  Confirm, Button,
} from 'react-admin';
import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { resourcesByName } from '../../../../generated/resources.gen.js';
import { useFieldTitle } from '../generic-fields.js';
import { tokenStatus } from './token-status.js';

const RESOURCE = 'api-tokens';
const descriptor = resourcesByName[RESOURCE]!;
type Row = Record<string, unknown> & { id: string };

function StatusChip() {
  const translate = useTranslate();
  const record = useRecordContext<Row>();
  if (!record) return null;
  const status = tokenStatus(record, new Date());
  const label = translate(`ampere.api-tokens.status.${status.kind}`, { _: status.kind });
  return <Chip size="small" label={label} color={status.kind === 'active' ? 'success' : 'default'} variant={status.kind === 'active' ? 'filled' : 'outlined'} />;
}

function RevokeButton() {
  const translate = useTranslate();
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
        const message = error instanceof Error ? error.message : String(error);
        notify(message, { type: 'error', messageArgs: { _: message } });
      },
    });
  return (
    <>
      <Button label={translate('ampere.api-tokens.revoke', { _: 'Revoke' })} onClick={(event) => { event.stopPropagation(); setOpen(true); }} color="error">
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('ampere.api-tokens.revokeTitle', { _: 'Revoke %{name}?', name: String(record.name) })}
        content={translate('ampere.api-tokens.revokeWarning', { _: 'Apps using this token stop working at once. This cannot be undone.' })}
        confirm={translate('ampere.api-tokens.revoke', { _: 'Revoke' })}
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
  const translate = useTranslate();
  const record = descriptor.schemas.record;
  return (
    <List resource={RESOURCE} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" label={title('name', record)} />
        <FunctionField source="tokenScopes" label={title('tokenScopes', record)} render={(row: Row) => (Array.isArray(row.tokenScopes) ? row.tokenScopes.join(', ') : '')} />
        <FunctionField source="tokenHint" label={title('tokenHint', record)} render={(row: Row) => `…${String(row.tokenHint ?? '')}`} />
        <DateField source="expiresAt" label={title('expiresAt', record)} emptyText={translate('ampere.api-tokens.never', { _: 'Never' })} />
        <DateField source="lastUsedAt" label={title('lastUsedAt', record)} showTime emptyText={translate('ampere.api-tokens.neverUsed', { _: 'Not yet' })} />
        <FunctionField label={translate('ampere.api-tokens.statusLabel', { _: 'Status' })} render={() => <StatusChip />} />
        <DateField source="revokedAt" label={title('revokedAt', record)} showTime emptyText="" />
        <FunctionField label="" render={() => <RevokeButton />} />
      </Datagrid>
    </List>
  );
}
