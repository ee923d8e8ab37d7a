/**
 * The customer view's parts that only read: the account's users with their roles, its locations with
 * their services, the locations' agreements and the account's invoices.
 */
import { Chip, Stack } from '@mui/material';
import type { AccountUser } from '../../../../schemas/account.js';
import type { BridgeUserSummary } from '../../../../schemas/bridge.js';
import { invoiceTotalAmount, type Invoice } from '../../../../schemas/invoice.js';
import type { PortalLocation } from '../../../../schemas/location.js';
import { useLoaded, type Loaded } from '../use-loaded.js';
import { useCustomerCalls } from './customer-calls.js';
import { Section, SimpleTable } from './customer-section.js';
import { useCustomerWords } from './customer-words.js';

const INSPECTOR = 'INSPECTOR';

const personName = (p: { firstName?: string; lastName?: string }) => [p.firstName, p.lastName].filter(Boolean).join(' ');

export function UsersPart({ users, members }: { readonly users: readonly BridgeUserSummary[]; readonly members: Loaded<AccountUser[]> }) {
  const words = useCustomerWords();
  const roles = new Map((members.data ?? []).map((m) => [m.userId, m.role]));
  // Inspectors are admins, shown in their own part.
  const customers = users.filter((u) => roles.get(u._id) !== INSPECTOR);
  return (
    <Section title={words.t('users.title')} loading={members.loading && !members.data} empty={customers.length === 0 && words.t('users.empty')}>
      <SimpleTable
        label={words.t('users.title')}
        rows={customers}
        rowKey={(u) => u._id}
        columns={[
          { label: words.t('users.name'), cell: (u) => personName(u) },
          { label: words.t('columns.email'), cell: (u) => u.email ?? '' },
          { label: words.t('users.username'), cell: (u) => u.username ?? '' },
          { label: words.t('users.phone'), cell: (u) => u.phoneNumber ?? '' },
          { label: words.t('users.role'), cell: (u) => { const role = roles.get(u._id); return role ? words.value('roles', role) : ''; } },
          { label: words.t('users.otherAccounts'), cell: (u) => String(Math.max(u.accountIds.length - 1, 0)) },
        ]}
      />
    </Section>
  );
}

function Services({ location }: { readonly location: PortalLocation }) {
  const words = useCustomerWords();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {location.services.map((s) => <Chip key={s._id} size="small" label={`${words.value('serviceTypes', s.type)} · ${s.readingPeriod}`} />)}
    </Stack>
  );
}

const addressOf = (l: PortalLocation) => [l.address, [l.zipCode, l.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

export function LocationsPart({ locations }: { readonly locations: Loaded<PortalLocation[]> }) {
  const words = useCustomerWords();
  return (
    <Section title={words.t('locations.title')} loading={locations.loading && !locations.data} error={locations.error} empty={locations.data?.length === 0 && words.t('locations.empty')}>
      <SimpleTable
        label={words.t('locations.title')}
        rows={locations.data ?? []}
        rowKey={(l) => l._id}
        columns={[
          { label: words.t('locations.address'), cell: addressOf },
          { label: words.t('locations.priceZone'), cell: (l) => l.pricezone },
          { label: words.t('locations.status'), cell: (l) => words.value('locationStatuses', l.status) },
          { label: words.t('locations.services'), cell: (l) => <Services location={l} /> },
        ]}
      />
    </Section>
  );
}

export function AgreementsPart({ locations }: { readonly locations: readonly PortalLocation[] }) {
  const words = useCustomerWords();
  const calls = useCustomerCalls();
  const agreements = useLoaded(
    async () => (await Promise.all(locations.map(async (location) => (await calls.agreements(location._id)).map((agreement) => ({ location, agreement }))))).flat(),
    [calls, locations],
    { keepPrevious: true },
  );
  return (
    <Section title={words.t('agreements.title')} loading={agreements.loading && !agreements.data} error={agreements.error} empty={agreements.data?.length === 0 && words.t('agreements.empty')}>
      <SimpleTable
        label={words.t('agreements.title')}
        rows={agreements.data ?? []}
        rowKey={({ location, agreement }) => `${location._id}/${agreement.id}`}
        columns={[
          { label: words.t('agreements.location'), cell: ({ location }) => location.address },
          { label: words.t('agreements.type'), cell: ({ agreement }) => words.agreementType(agreement.type) },
          { label: words.t('agreements.service'), cell: ({ agreement }) => words.serviceType(agreement.serviceType) },
          { label: words.t('agreements.start'), cell: ({ agreement }) => words.date(agreement.startDate) },
          { label: words.t('agreements.end'), cell: ({ agreement }) => (agreement.endDate ? words.date(agreement.endDate) : words.t('agreements.open')) },
        ]}
      />
    </Section>
  );
}

const currencyOf = (invoice: Invoice): string | undefined => {
  const value = invoice.info.find((i) => i.key === 'currency')?.value;
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : undefined;
};

export function InvoicesPart({ accountId }: { readonly accountId: string }) {
  const words = useCustomerWords();
  const calls = useCustomerCalls();
  const invoices = useLoaded(() => calls.invoices(accountId), [calls, accountId], { keepPrevious: true });
  return (
    <Section title={words.t('invoices.title')} loading={invoices.loading && !invoices.data} error={invoices.error} empty={invoices.data?.length === 0 && words.t('invoices.empty')}>
      <SimpleTable
        label={words.t('invoices.title')}
        rows={invoices.data ?? []}
        rowKey={(i) => i.id}
        columns={[
          { label: words.t('invoices.number'), cell: (i) => i.invoiceNumber },
          { label: words.t('invoices.month'), cell: (i) => i.month },
          { label: words.t('invoices.due'), cell: (i) => (i.dueDate ? words.date(i.dueDate) : words.t('invoices.noDue')) },
          { label: words.t('invoices.amount'), cell: (i) => { const total = invoiceTotalAmount(i); return total === undefined ? '' : words.amount(total, currencyOf(i)); } },
          { label: words.t('invoices.status'), cell: (i) => words.value('invoiceStatuses', i.invoiceStatus) },
        ]}
      />
    </Section>
  );
}
