/**
 * The inspectors of an account (back-office §7 Inspectors): the admins holding the INSPECTOR role on
 * it, each removable after a confirmation (DELETE /inspectors/{accountId}?adminId), and one added by
 * e-mail (POST /inspectors/user, which answers a known inspector or makes a new one, then POST
 * /inspectors). Only admins whose scope the inspector calls admit see the buttons; the server
 * refuses the others anyway.
 */
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Confirm, useCanAccess, useNotify } from 'react-admin';
import type { AccountUser } from '../../../../schemas/account.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import type { Loaded } from '../use-loaded.js';
import { useCustomerCalls } from './customer-calls.js';
import { Section } from './customer-section.js';
import { useCustomerWords } from './customer-words.js';

const RESOURCE = 'inspectors';

function AssignForm({ accountId, onDone }: { readonly accountId: string; readonly onDone: () => void }) {
  const words = useCustomerWords();
  const calls = useCustomerCalls();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      await calls.assignInspector(email.trim(), accountId);
      notify(words.t('inspectors.assigned', { email: email.trim() }), { type: 'success' });
      setEmail('');
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={words.t('inspectors.assign')} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={words.t('inspectors.email')}
            type="email"
            size="small"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error !== undefined}
            helperText={error === undefined ? words.t('inspectors.assignHelp') : words.t('inspectors.error', { message: error })}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" startIcon={<PersonAddIcon />} disabled={saving || email.trim() === ''}>{words.t('inspectors.assign')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function RemoveButton({ inspector, accountId, onDone }: { readonly inspector: AccountUser; readonly accountId: string; readonly onDone: () => void }) {
  const words = useCustomerWords();
  const calls = useCustomerCalls();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const email = inspector.email ?? inspector.userId;
  const confirm = async () => {
    setSaving(true);
    try {
      await calls.removeInspector(inspector.userId, accountId);
      notify(words.t('inspectors.removed', { email }), { type: 'info' });
      onDone();
    } catch (e) {
      notify(words.t('inspectors.error', { message: errorMessage(e) }), { type: 'error' });
    } finally {
      setSaving(false);
      setOpen(false);
    }
  };
  return (
    <>
      <IconButton aria-label={words.t('inspectors.remove', { email })} onClick={() => setOpen(true)} color="error">
        <PersonRemoveIcon />
      </IconButton>
      <Confirm
        isOpen={open}
        loading={saving}
        title={words.t('inspectors.removeTitle', { email })}
        content={words.t('inspectors.removeWarning')}
        confirm={words.t('inspectors.remove', { email })}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function InspectorsPart({ accountId, members }: { readonly accountId: string; readonly members: Loaded<AccountUser[]> }) {
  const words = useCustomerWords();
  const { canAccess: canAssign } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const { canAccess: canRemove } = useCanAccess({ resource: RESOURCE, action: 'delete' });
  const inspectors = (members.data ?? []).filter((m) => m.role === 'INSPECTOR');
  return (
    <Section title={words.t('inspectors.title')} loading={members.loading && !members.data} error={members.error}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>{words.t('inspectors.intro')}</Typography>
      {inspectors.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pt: 1 }}>{words.t('inspectors.empty')}</Typography>
      ) : (
        <List dense aria-label={words.t('inspectors.title')}>
          {inspectors.map((inspector) => (
            <ListItem key={inspector.userId} secondaryAction={canRemove ? <RemoveButton inspector={inspector} accountId={accountId} onDone={members.reload} /> : undefined}>
              <ListItemText primary={inspector.email ?? inspector.userId} secondary={[inspector.firstName, inspector.lastName].filter(Boolean).join(' ') || undefined} />
            </ListItem>
          ))}
        </List>
      )}
      {canAssign ? <AssignForm accountId={accountId} onDone={members.reload} /> : null}
    </Section>
  );
}
