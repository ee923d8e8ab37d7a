/**
 * Customer service's part of a CUSTOMER sign-up (resolveAccountProspect): "Confirm customer" states
 * that the person is the provider customer the prospect names, and the account is made once the
 * owner's e-mail address is proven too (at once if it is); "Refuse" ends the sign-up. Each asks first
 * in react-admin's Confirm, which says what happens and shows the claim again; while the call runs
 * both buttons and the dialog's are disabled. Afterwards a notification says what came of it and the
 * record is read again (its new status shows); a refusal from the server is told in the console's
 * sentence around the API's message, the dialog left open. Shown only where useProspectMoves allows.
 * Clicks stop here, so a click in a list row does not also open the row.
 */
import BlockIcon from '@mui/icons-material/Block';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { DialogContentText, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ResolveAccountProspectInput, ResolveAccountProspectResult } from '../../../../generated/client/prospects.gen.js';
import type { AccountProspect } from '../../../../schemas/prospect.js';
import { callOperationOf } from '../../data-provider.js';
import { useConfirmation } from '../../pages/confirmation.js';
import { useProspectMoves } from './prospect-access.js';
import { ProspectClaim } from './prospect-claim.js';
import type { ProspectRecord } from './prospect-provider.js';
import { useProspectWords } from './prospect-words.js';

type Answer = ResolveAccountProspectInput['body']['status'];

/** A button's words on one line, in a narrow list column too. */
const NO_WRAP = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

function useResolve() {
  const dataProvider = useDataProvider();
  return async (prospect: AccountProspect, status: Answer): Promise<AccountProspect> => {
    const input: ResolveAccountProspectInput = { params: { organisation: prospect.organisation, id: prospect._id }, body: { status } };
    return ((await callOperationOf(dataProvider)('resolveAccountProspect', input)) as ResolveAccountProspectResult).data;
  };
}

export function ProspectResolveButtons() {
  const prospect = useRecordContext<ProspectRecord>();
  const moves = useProspectMoves(prospect);
  const { t, value } = useProspectWords();
  const resolve = useResolve();
  const notify = useNotify();
  const refresh = useRefresh();
  const tell = (text: string, type: 'success' | 'warning' | 'info') => notify(text, { type, messageArgs: { _: text } });

  const confirming = useConfirmation(async (p: ProspectRecord) => {
    const after = await resolve(p, 'provider_resolved');
    const customerId = p.site.customerId;
    if (after.status === 'account_resolved' || after.status === 'signed_in') tell(t('done.made', { customerId }), 'success');
    else if (after.status === 'account_failed') tell(t('done.notMade', { customerId, status: value(after.status) }), 'warning');
    else tell(t('done.waiting', { customerId }), 'success');
    refresh();
  }, (message) => t('confirmFailed', { message }));
  const refusing = useConfirmation(async (p: ProspectRecord) => {
    await resolve(p, 'provider_failed');
    tell(t('done.refused', { customerId: p.site.customerId }), 'info');
    refresh();
  }, (message) => t('refuseFailed', { message }));

  if (!prospect || (!moves.confirm && !moves.refuse)) return null;
  const busy = confirming.props.loading || refusing.props.loading;
  const who = { customerId: prospect.site.customerId, email: prospect.accountOwner.email };
  const content = (text: string) => (
    <Stack spacing={2}>
      <DialogContentText>{text}</DialogContentText>
      <ProspectClaim prospect={prospect} dense />
    </Stack>
  );
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <Stack direction="row" spacing={1} component="span" onClick={stop} sx={{ display: 'inline-flex' }}>
      {moves.confirm ? (
        <Button label={t('confirm')} aria-label={t('confirmFor', who)} onClick={() => confirming.ask(prospect)} disabled={busy} variant="contained" sx={NO_WRAP}>
          <HowToRegIcon />
        </Button>
      ) : null}
      <Button label={t('refuse')} aria-label={t('refuseFor', who)} onClick={() => refusing.ask(prospect)} disabled={busy} color="error" sx={NO_WRAP}>
        <BlockIcon />
      </Button>
      <Confirm {...confirming.props} title={t('confirmTitle', who)} content={content(t('confirmText', who))} confirm={t('confirm')} ConfirmIcon={HowToRegIcon} />
      <Confirm {...refusing.props} title={t('refuseTitle', who)} content={content(t('refuseText', who))} confirm={t('refuseConfirm')} confirmColor="warning" ConfirmIcon={BlockIcon} />
    </Stack>
  );
}
