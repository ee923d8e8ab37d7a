/**
 * One customer (route customers/:id): the account as the bridge fetch gives it, then its users,
 * locations with services, agreements, invoices and inspectors, each part read on its own.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ForumIcon from '@mui/icons-material/Forum';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Title, useBasename, useCanAccess } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { BridgeAccountDetails } from '../../../../schemas/bridge.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useLoaded } from '../use-loaded.js';
import { AgreementsPart, InvoicesPart, LocationsPart, UsersPart } from './customer-parts.js';
import { useCustomerCalls } from './customer-calls.js';
import { useCustomerWords } from './customer-words.js';
import { InspectorsPart } from './inspectors-part.js';

function Facts({ account }: { readonly account: BridgeAccountDetails }) {
  const words = useCustomerWords();
  const facts: [string, string][] = [
    [words.t('columns.customerId'), account.customerId ?? words.t('view.noCustomerId')],
    [words.t('columns.owner'), account.ownerName ?? ''],
    [words.t('columns.email'), account.ownerEmail ?? ''],
    [words.t('columns.created'), words.date(account.createdAt)],
    [words.t('columns.lastSeen'), account.lastSeen ? words.date(account.lastSeen, true) : words.t('view.never')],
    [words.t('view.accountId'), account._id],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">{label}</Typography>
            <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** The customer's support conversation, where the admin may open the support messages page. */
function SupportLink({ accountId }: { readonly accountId: string }) {
  const words = useCustomerWords();
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'page:support-messages', action: 'open' });
  if (!canAccess) return null;
  return <Button component={RouterLink} to={`${basename}/support-messages/${accountId}`} startIcon={<ForumIcon />}>{words.t('view.supportMessages')}</Button>;
}

function Parts({ account }: { readonly account: BridgeAccountDetails }) {
  const calls = useCustomerCalls();
  const members = useLoaded(() => calls.members(account._id), [calls, account._id], { keepPrevious: true });
  const locations = useLoaded(() => calls.locations(account._id), [calls, account._id], { keepPrevious: true });
  return (
    <>
      <UsersPart users={account.users} members={members} />
      <LocationsPart locations={locations} />
      {locations.data ? <AgreementsPart locations={locations.data} /> : null}
      <InvoicesPart accountId={account._id} />
      <InspectorsPart accountId={account._id} members={members} />
    </>
  );
}

export function CustomerView() {
  const words = useCustomerWords();
  const calls = useCustomerCalls();
  const { id = '' } = useParams();
  const location = useLocation();
  const search = (location.state as { search?: string } | null)?.search ?? '';
  const account = useLoaded(() => calls.account(id), [calls, id]);
  const name = account.data ? (account.data.ownerName ?? account.data.customerId ?? account.data._id) : '';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={{ pathname: '..', search }} relative="path" startIcon={<ArrowBackIcon />}>{words.t('view.back')}</Button>
        <SupportLink accountId={id} />
      </Stack>
      {account.loading ? (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}><CircularProgress size={20} aria-hidden /><span>{words.t('view.loading')}</span></Stack>
      ) : account.error || !account.data ? (
        <Alert severity="error">{words.t('view.error', { message: errorMessage(account.error) })}</Alert>
      ) : (
        <>
          <Title title={words.t('view.heading', { name })} />
          <Typography variant="h5" component="h1">{words.t('view.heading', { name })}</Typography>
          <Facts account={account.data} />
          <Parts account={account.data} />
        </>
      )}
    </Stack>
  );
}
