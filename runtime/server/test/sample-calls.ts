/**
 * One call per bound operation that should succeed on the seeded demo tenant: who calls, with which
 * params, query and body. The table is ordered so that each mutation finds what it needs (create, then
 * update, then delete); `keep` stores what an answer gives for later samples (refs, ids, tokens).
 * responses.test.ts runs it and checks each answer against the descriptor's success schema.
 */
import type { AuthEntry } from '../../../schemas/auth.js';
import type { AdminScope } from '../../../schemas/admin.js';
import { readOutbox } from '../outbox.js';
import { stableId } from '../ids.js';
import { startOfLocalDay } from '../local-time.js';
import { ingestReadings } from '../meter/ingest.js';
import { insertLocation, locationRow } from '../repositories/locations.js';
import { similarityCriteria } from '../repositories/monthly-reports.js';
import { location } from '../routes/location-fixtures.js';
import { TEST_TODAY } from './constants.js';
import { KARI_IOT, SIGRID_ACCOUNT, remoteIdOf } from './iot-demo.js';
import { KARI_CONSUMPTION, KARI_METER } from './meter-demo.js';
import type { TestApp } from './harness.js';

const ORG = 'BRIGHT';
/** ORG_MARKETING writes its organisation's copy, not the defaults (copy.test.ts). */
const ORG_QUERY = { organisation: ORG };

/** What the samples look up once in the seeded database. */
export interface DemoIds {
  readonly kari: string;
  readonly kariAccount: string;
  readonly ola: string;
  readonly ingridAccount: string;
  readonly customerId: string;
  readonly location: string;
  /** The location code the provider knows (Location.id). */
  readonly locationCode: string;
  /** A provider site id of one of the location's services (prices are per service). */
  readonly serviceSiteId: string;
  readonly invoiceId: string;
  readonly invoiceNumber: string;
  /** The invoice's provider reference, as the billing system gives it (matched with @>). */
  readonly invoiceProvider: Readonly<Record<string, string>>;
  readonly pendingInquiry: string;
  readonly dynamicContent: string;
  readonly job: string;
  readonly copyType: string;
  readonly copyKey: string;
  readonly orgUserAdmin: string;
  readonly inspector: string;
}

export interface Scene {
  readonly t: TestApp;
  readonly ids: DemoIds;
  /** Values kept from earlier answers, by name. */
  readonly kept: Map<string, unknown>;
  /** Tokens for a caller, made once. */
  as(caller: Caller): Promise<AuthEntry | undefined>;
  /** A short-lived link token (GET /v3/auth/short-accesstoken) of a caller. */
  short(caller: Caller): Promise<string>;
  get<T = string>(name: string): T;
}

/** 'anon' (no token), 'kari' / 'ola' (customers on Kari's account), a staff scope of BRIGHT, or a kept token. */
export type Caller = 'anon' | 'kari' | 'ola' | AdminScope | { readonly kept: string };

export interface SampleCall {
  readonly as: Caller;
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** Sent as text/csv instead of JSON. */
  readonly csv?: string;
}

export interface Sample {
  call(s: Scene): SampleCall | Promise<SampleCall>;
  /** Keeps what later samples need from the parsed JSON answer (already checked against the schema). */
  keep?(answer: unknown, s: Scene): void | Promise<void>;
}

const sample = (call: Sample['call'], keep?: Sample['keep']): Sample => ({ call, ...(keep ? { keep } : {}) });

/** Kari's IoT settings and the devices the seed connected (ngenic, hark) or a sample connects (easee). */
const remote = (brand: 'ngenic' | 'hark' | 'easee') => remoteIdOf(KARI_IOT, brand);
const CHARGER = () => `enode:easee:chargingStation:${remote('easee')}`;
const HEAT_PUMP = () => `bright:ngenic:hvac:${remote('ngenic')}`;
const PERIOD = { startDate: '2026-11-01', endDate: '2026-11-15' };
const TIMER = { type: 'timer', enabled: true, hours: 2, window: { from: '22:00', to: '06:00' }, days: [0, 1, 2, 3, 4, 5, 6] };
const provider = (p: object) => JSON.stringify(p);

/** The value at a path of a JSON answer; a missing step throws with the path, so a keep never stores undefined. */
function at(answer: unknown, ...path: (string | number)[]): unknown {
  let v: unknown = answer;
  for (const step of path) {
    if (v === null || typeof v !== 'object' || !(step in v)) throw new Error(`answer has no ${path.join('.')}`);
    v = (v as Record<string | number, unknown>)[step];
  }
  return v;
}

/** A site as createSite and the prospects take it, for a customer number of Kari's account. */
const newSite = (customerId: string, code: string) => ({
  locationCode: code, customerId, organisation: ORG,
  services: [{ siteId: `7070575${code}`, siteType: 'consumption' }],
  location: { pricezone: 'NO1', area: 'Oslo', position: { latitude: 59.91, longitude: 10.75 } },
});

/**
 * The prospect createAccountProspect wrote, read from the table: the later prospect samples then test
 * their own calls even when the create answer itself is wrong.
 */
async function prospect(s: Scene): Promise<{ ref: string; id: string; log: string }> {
  const row = (await s.t.db.query<{ ref: string; id: string; log: string }>(
    `SELECT p.ref, p.id, l.id AS log FROM account_prospects p JOIN account_creation_logs l ON l.ref = p.ref
      WHERE p.doc->'accountOwner'->>'email' = 'sample.prospect@example.no' LIMIT 1`)).rows[0];
  if (!row) throw new Error('createAccountProspect wrote no prospect');
  return row;
}

const prospectBody = (firstName: string) => ({
  accountOwner: { email: 'sample.prospect@example.no', firstName },
  site: newSite('100777', '9777'), accessType: 'BANKID', organisation: ORG, accountType: 'CUSTOMER',
});

/**
 * Five households like Kari's flat (her home profile, in NO1) on Sigrid's account, each reading every
 * hour of October 2025: enough for her comparison with similar households in that month, which is
 * computed on request (older than the reports kept). Made once however often the table runs.
 */
async function similarHouseholds(s: Scene): Promise<void> {
  const db = s.t.db;
  const kariRow = await locationRow(db, s.ids.location);
  if (!kariRow) throw new Error('no location of Kari');
  const from = startOfLocalDay('2025-10-01', 'Europe/Oslo');
  const hours = (startOfLocalDay('2025-11-01', 'Europe/Oslo').getTime() - from.getTime()) / 3_600_000;
  for (let n = 1; n <= 5; n++) {
    const id = stableId(`sample:similar-household:${n}`);
    if (await locationRow(db, id)) continue;
    const loc = location(id, SIGRID_ACCOUNT, ORG, `70705750009700000${n}`, { createdAt: new Date('2024-01-01T00:00:00Z') });
    const service = loc.services[0]!;
    await insertLocation(db, { location: { ...loc, services: [service] }, organisation: ORG, extra: { ...similarityCriteria(kariRow.extra), size: 50 + n } });
    const readings = Array.from({ length: hours }, (_, i) => ({ measurementId: service.measurementId!, date: new Date(from.getTime() + i * 3_600_000), value: 0.8 + n / 10 }));
    await db.tx((q) => ingestReadings(q, ORG, readings, TEST_TODAY));
  }
}

/** The five kinds of settings drafts and releases: the same nine calls each. */
const SETTINGS_KINDS = ['Theme', 'FeatureFlags', 'CustomFavorites', 'Modules', 'FeatureConfigurations'] as const;

function settingsSamples(): Record<string, Sample> {
  const out: Record<string, Sample> = {};
  for (const k of SETTINGS_KINDS) {
    out[`getLatest${k}Release`] = sample(() => ({ as: 'ORG_USER', query: { bypassCache: 'true' } }), (a, s) => {
      s.kept.set(`${k}Payload`, at(a, 'data', 'payload'));
      s.kept.set(`${k}Latest`, at(a, 'data'));
    });
    out[`list${k}Releases`] = sample(() => ({ as: 'ORG_USER' }));
    out[`get${k}Draft`] = sample(() => ({ as: 'ORG_USER' }));
    out[`replace${k}Draft`] = sample((s) => ({ as: 'ORG_ADMIN', body: s.get(`${k}Payload`) }));
    out[`update${k}Draft`] = sample((s) => ({ as: 'ORG_ADMIN', body: s.get(`${k}Payload`) }));
    out[`delete${k}Draft`] = sample(() => ({ as: 'ORG_ADMIN' }));
    out[`create${k}Draft`] = sample((s) => ({ as: 'ORG_ADMIN', body: s.get(`${k}Payload`) }));
    out[`create${k}Release`] = sample(() => ({ as: 'ORG_ADMIN' }), (a, s) => void s.kept.set(`${k}Release`, at(a, 'data', '_id')));
    out[`delete${k}Release`] = sample((s) => ({ as: 'ORG_ADMIN', params: { releaseId: s.get(`${k}Release`) } }));
  }
  return out;
}

export const samples: Readonly<Record<string, Sample>> = {
  // Auth: a real USR_PWD sign-in for Kari; its tokens sign out at the very end.
  signIn: sample(() => ({ as: 'anon', body: { accessType: 'USR_PWD', organisation: ORG, username: 'kari', password: 'demo-kari-1' } }), (a, s) => void s.kept.set('signInRef', at(a, 'data', 'ref'))),
  getSignInStatus: sample((s) => ({ as: 'anon', query: { ref: s.get('signInRef'), organisation: ORG } })),
  getSessionTokens: sample((s) => ({ as: 'anon', query: { ref: s.get('signInRef') } }), (a, s) => void s.kept.set('kariSignedIn', at(a, 'data', 'auths', 0))),
  authProviderCallback: sample(async (s) => {
    const phone = '+4791234567';
    const started = await s.t.app.inject({ method: 'POST', url: '/api/v3/auth/', payload: { accessType: 'USR_PIN', organisation: ORG, username: phone } });
    const ref = started.json().data.ref as string;
    const pin = (await readOutbox(s.t.db, phone)).find((m) => m.data?.ref === ref)?.data?.pin as string;
    return { as: 'anon', params: { provider: 'pin' }, body: { ref, pin, organisation: ORG } };
  }),
  getShortAccessToken: sample(() => ({ as: 'kari' })),

  // Accounts.
  getAccount: sample((s) => ({ as: 'kari', params: { id: s.ids.kariAccount } })),
  listAccounts: sample((s) => ({ as: 'ORG_SUPPORT', query: { userId: s.ids.kari } })),
  searchAccounts: sample(() => ({ as: 'ORG_SUPPORT', query: { q: 'nordmann', limit: '5' } })),
  listAccountLocations: sample((s) => ({ as: 'kari', params: { id: s.ids.kariAccount } })),
  getInvoices: sample((s) => ({ as: 'kari', params: { id: s.ids.kariAccount }, query: { limit: '3' } })),
  getAccountInvoiceFile: sample(async (s) => ({ as: 'anon', params: { id: s.ids.kariAccount, invoiceId: s.ids.invoiceId }, query: { accessToken: await s.short('kari') } })),
  updateAccountUserEmail: sample((s) => ({ as: 'kari', params: { id: s.ids.kariAccount, userId: s.ids.ola }, body: { email: 'ola.sample@example.no' } })),
  clearAccountCache: sample((s) => ({ as: 'ADMIN', params: { id: s.ids.kariAccount } })),
  getAccountStatistics: sample((s) => ({ as: 'SUPPORT', params: { id: s.ids.kariAccount } })),
  getIotUserStatistics: sample(() => ({ as: 'ORG_SUPPORT', query: { organisation: ORG } })),
  addPremiumFeature: sample((s) => ({ as: 'ORG_ADMIN', params: { id: s.ids.kariAccount, featureName: 'smartCharging' }, body: { startDate: '2026-11-01T00:00:00.000Z' } })),
  getPremiumFeatures: sample((s) => ({ as: 'kari', params: { id: s.ids.kariAccount } })),
  removePremiumFeature: sample((s) => ({ as: 'ORG_ADMIN', params: { id: s.ids.kariAccount, featureName: 'smartCharging' } })),
  createAccountGroup: sample((s) => ({ as: 'ORG_ADMIN', body: { name: 'Sample group', accountIds: [s.ids.kariAccount] } }), (a, s) => void s.kept.set('group', at(a, 'data', '_id'))),
  listAccountGroups: sample(() => ({ as: 'ORG_SUPPORT', query: { q: 'sample' } })),
  getAccountGroup: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.get('group') } })),
  updateAccountGroup: sample((s) => ({ as: 'ORG_ADMIN', params: { id: s.get('group') }, body: { name: 'Sample group 2', accountIds: [] } })),
  deleteAccountGroup: sample((s) => ({ as: 'ORG_ADMIN', params: { id: s.get('group') } })),
  createAccount: sample(() => ({
    as: 'ORG_SUPPORT',
    body: {
      accountOwner: { email: 'nina.sample@example.no', firstName: 'Nina' }, users: [{ email: 'per.sample@example.no' }],
      site: newSite('299001', '9901'), customer: { personalId: '199001011234' },
      accessType: 'BANKID', organisation: ORG, accountProvider: JSON.stringify({ customerId: '299001' }),
    },
  }), (a, s) => {
    s.kept.set('newAccount', at(a, 'data', 0, '_id'));
    s.kept.set('newGuest', (at(a, 'data', 0, 'users') as { role: string; userId: string }[]).find((u) => u.role === 'GUEST')?.userId);
  }),
  addAccountSite: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.ids.kariAccount }, body: newSite(s.ids.customerId, '9903') })),
  updateSiteHistory: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.ids.kariAccount, siteId: s.ids.location }, body: {} })),
  syncAccount: sample((s) => ({ as: 'SUPPORT', params: { id: s.ids.kariAccount }, body: {} })),

  // Users.
  getUserById: sample((s) => ({ as: 'kari', params: { id: s.ids.kari } })),
  updateUser: sample((s) => ({ as: 'kari', params: { id: s.ids.kari }, body: { phoneNumber: '0701234567' } })),
  searchUsers: sample(() => ({ as: 'ORG_SUPPORT', query: { q: 'kari' } })),
  meetsInAppReviewCriteria: sample((s) => ({ as: 'kari', params: { id: s.ids.kari } })),
  resetPassword: sample(() => ({ as: 'anon', body: { email: 'kari@example.no', callbackUrl: 'https://ampere.test/reset' } })),
  updateNotificationSettings: sample((s) => ({ as: 'kari', params: { id: s.ids.kari }, body: { categories: { monthlyReport: { push: true } } } })),
  registerPushToken: sample((s) => ({ as: 'kari', params: { id: s.ids.kari }, body: { token: 'sample-device', platform: 'ios' } })),
  pushMonthlyReport: sample(() => ({ as: 'ADMIN', body: { monthDateKey: '2026-10' } })),
  getPushStatus: sample((s) => ({ as: 'kari', params: { id: s.ids.kari } })),
  listPushNotifications: sample((s) => ({ as: 'kari', params: { id: s.ids.kari } })),
  listAllPushTokens: sample(() => ({ as: 'ADMIN' })),
  deletePushToken: sample((s) => ({ as: 'kari', params: { id: s.ids.kari, token: 'sample-device' } })),
  addUserToAccount: sample((s) => ({ as: 'kari', body: { accountId: s.ids.kariAccount, email: 'gjest.sample@example.no', firstName: 'Gjest' } }), (a, s) => void s.kept.set('addedUser', at(a, 'data', '_id'))),
  updateUserEmail: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.get('addedUser') }, body: { email: 'gjest2.sample@example.no' } })),
  importUserFrom: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.get('addedUser') }, body: { fromUserId: s.get('newGuest') } })),
  requestUserDeletion: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.get('addedUser') } })),
  removeUserFromAccount: sample((s) => ({ as: 'kari', params: { id: s.get('addedUser'), accountId: s.ids.kariAccount } })),
  deleteUser: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.get('addedUser') } })),
  deleteAccount: sample((s) => ({ as: 'ORG_ADMIN', params: { id: s.get('newAccount') } })),

  // Locations and sites.
  listLocations: sample(() => ({ as: 'kari', query: { limit: '10', page: '1' } })),
  getAccountLocation: sample((s) => ({ as: 'kari', params: { accountId: s.ids.kariAccount }, query: { id: s.ids.location } })),
  updateAccountLocation: sample((s) => ({ as: 'kari', params: { accountId: s.ids.kariAccount }, query: { id: s.ids.location }, body: { properties: { size: 80 } } })),
  listLocationsByAccount: sample((s) => ({ as: 'kari', params: { accountId: s.ids.kariAccount } })),
  getLocation: sample((s) => ({ as: 'kari', params: { id: s.ids.location } })),
  getLocationAgreements: sample((s) => ({ as: 'kari', params: { id: s.ids.location } })),
  listThirdPartyDataInquiries: sample((s) => ({ as: 'kari', params: { id: s.ids.location } })),
  updateThirdPartyDataInquiryStatus: sample((s) => ({ as: 'kari', params: { id: s.ids.location, inquiryId: s.ids.pendingInquiry }, body: { status: 'accepted' } })),
  listSites: sample(() => ({ as: 'kari' })),
  searchSites: sample(() => ({ as: 'ORG_SUPPORT', query: { q: 'oslo' } })),
  getSite: sample((s) => ({ as: 'kari', params: { id: s.ids.location } })),
  getSiteAgreements: sample((s) => ({ as: 'kari', params: { id: s.ids.location } })),
  getSitePrices: sample((s) => ({ as: 'kari', params: { id: s.ids.location } })),
  compareSite: sample((s) => ({ as: 'kari', params: { id: s.ids.location } })),
  getSitesExportUrl: sample(async (s) => ({ as: 'anon', query: { accessToken: await s.short('ORG_SUPPORT'), q: 'oslo' } })),
  updateLocationExtras: sample((s) => ({ as: 'kari', params: { id: s.ids.kariAccount, siteId: s.ids.location }, body: { propertyType: 'APPARTMENT', size: 60, cars: [], gadgets: [] } })),
  syncSite: sample((s) => ({ as: 'SUPPORT', params: { id: s.ids.location }, body: {} })),
  createSite: sample((s) => ({ as: 'ORG_SUPPORT', body: { accountId: s.ids.kariAccount, site: newSite(s.ids.customerId, '9902') } }), (a, s) => void s.kept.set('newSite', at(a, 'data', '_id'))),
  deleteSite: sample((s) => ({ as: 'ORG_ADMIN', params: { id: s.get('newSite') } })),

  // Provider calls answered from stored data.
  searchProviderCustomers: sample(() => ({ as: 'ORG_SUPPORT', query: { provider: provider({ name: 'ampere' }), q: 'kari' } })),
  getProviderCustomer: sample((s) => ({ as: 'kari', query: { provider: provider({ name: 'ampere' }), customerId: s.ids.customerId } })),
  getProviderSites: sample((s) => ({ as: 'kari', query: { provider: provider({ name: 'ampere' }), customerId: s.ids.customerId } })),
  getProviderLocations: sample((s) => ({ as: 'kari', query: { provider: provider({ name: 'ampere' }), customerId: s.ids.customerId } })),
  getProviderAgreements: sample((s) => ({ as: 'kari', query: { provider: provider({ name: 'ampere' }), siteId: s.ids.locationCode } })),
  getProviderPrices: sample((s) => ({ as: 'kari', query: { provider: provider({ name: 'ampere' }), siteId: s.ids.serviceSiteId } })),
  getProviderConsumption: sample((s) => ({ as: 'kari', query: { provider: provider({ name: 'ampere' }), siteId: s.ids.locationCode, from: '2026-11-01', to: '2026-11-10' } })),
  getProviderProduction: sample((s) => ({ as: 'kari', query: { provider: provider({ name: 'ampere' }), siteId: s.ids.locationCode, from: '2026-11-01', to: '2026-11-10' } })),
  getProviderExternalIot: sample((s) => ({ as: 'kari', query: { provider: provider({ name: 'ampere' }), siteId: s.ids.locationCode } })),
  getProviderInvoice: sample((s) => ({ as: 'kari', query: { provider: provider({ name: 'ampere' }), invoiceNo: s.ids.invoiceNumber } })),
  getProviderInvoiceStream: sample((s) => ({ as: 'kari', query: { provider: provider({ name: 'ampere' }), invoiceNo: s.ids.invoiceNumber } })),
  getExternalUrl: sample((s) => ({ as: 'kari', query: { url: 'https://provider.example/page', siteId: s.ids.locationCode } })),
  getProviderWebview: sample((s) => ({ as: 'kari', query: { view: 'dashboard', siteId: s.ids.locationCode } })),
  getProviderConfig: sample(() => ({ as: 'ORG_DEVELOPER' })),
  validateProviderCustomer: sample((s) => ({ as: 'ORG_SUPPORT', body: { customerId: s.ids.customerId } })),

  // Invoices.
  listAccountInvoices: sample((s) => ({ as: 'kari', params: { accountId: s.ids.kariAccount }, query: { limit: '2' } })),
  getInvoiceFavoriteData: sample((s) => ({ as: 'kari', params: { accountId: s.ids.kariAccount }, query: { limit: '2' } })),
  listProviderInvoices: sample((s) => ({ as: 'kari', query: { provider: provider({ customerNumber: s.ids.customerId }) } })),
  getInvoiceUrl: sample(async (s) => ({ as: 'anon', params: { accountId: s.ids.kariAccount }, query: { accessToken: await s.short('kari'), provider: provider(s.ids.invoiceProvider) } })),

  // Prospects and creation logs.
  createAccountProspect: sample(() => ({ as: 'anon', query: { language: 'nb' }, body: prospectBody('Sara') })),
  sendProspectValidationEmail: sample(async (s) => ({ as: 'anon', query: { ref: (await prospect(s)).ref }, body: { appRedirectDeeplink: 'ampere://validated' } })),
  updateAccountProspect: sample(async (s) => ({ as: 'anon', query: { ref: (await prospect(s)).ref }, body: { accountOwner: { email: 'sample.prospect@example.no', firstName: 'Sara Marie' } } })),
  resolveAccountProspect: sample(async (s) => ({ as: 'ORG_SUPPORT', params: { id: (await prospect(s)).id }, body: { status: 'provider_resolved' } })),
  listAccountProspects: sample(async (s) => ({ as: 'ORG_SUPPORT', query: { ref: (await prospect(s)).ref } })),
  getAccountProspect: sample(async (s) => ({ as: 'ORG_SUPPORT', params: { id: (await prospect(s)).id } })),
  searchAccountProspects: sample(() => ({ as: 'ORG_SUPPORT', query: { q: 'sample' } })),
  listAccountCreationLogs: sample(async (s) => ({ as: 'ORG_SUPPORT', query: { ref: (await prospect(s)).ref } })),
  getAccountCreationLog: sample(async (s) => ({ as: 'ORG_SUPPORT', params: { id: (await prospect(s)).log } })),
  searchAccountCreationLogs: sample(() => ({ as: 'ORG_SUPPORT', query: { limit: '5' } })),

  // Inspectors.
  createInspectorUser: sample(() => ({ as: 'ORG_ADMIN', body: { email: 'inspector.sample@bright.example' } }), (a, s) => void s.kept.set('newInspector', at(a, 'data', 'adminId'))),
  getInspector: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.get('newInspector') } })),
  assignInspector: sample((s) => ({ as: 'ORG_SUPPORT', body: { adminId: s.get('newInspector'), accountId: s.ids.kariAccount } })),
  removeInspector: sample((s) => ({ as: 'ORG_SUPPORT', params: { accountId: s.ids.kariAccount }, query: { adminId: s.get('newInspector') } })),
  removeInspectors: sample((s) => ({ as: 'ORG_ADMIN', body: { adminId: s.ids.inspector, accountIds: [s.ids.ingridAccount] } })),

  // The portal's own calls, support, status and dynamic content.
  getMe: sample(() => ({ as: 'kari' })),
  getUser: sample(() => ({ as: 'kari' })),
  setLanguage: sample(() => ({ as: 'kari', body: { language: 'nb' } })),
  setActiveAccount: sample((s) => ({ as: 'kari', body: { accountId: s.ids.kariAccount } })),
  getFeed: sample(() => ({ as: 'anon', query: { feedType: 'news', language: 'nb' } })),
  listServiceStatuses: sample(() => ({ as: 'ORG_USER' })),
  getBackendInfo: sample(() => ({ as: 'anon' })),
  getChatThread: sample((s) => ({ as: 'kari', params: { accountId: s.ids.kariAccount, vendor: 'ampere', userId: s.ids.kari } })),
  listSupportMessages: sample(() => ({ as: 'kari' })),
  createSupportMessage: sample(() => ({ as: 'kari', body: { text: 'My meter is silent' } })),
  createSupportFeedback: sample(() => ({ as: 'kari', body: { text: 'Nice graphs' } })),
  listSupportFeedback: sample(() => ({ as: 'kari' })),
  listDynamicContent: sample(() => ({ as: 'kari', query: { language: 'nb' } })),
  getDynamicContent: sample((s) => ({ as: 'kari', params: { id: s.ids.dynamicContent } })),

  // Admins and their passwords.
  listAdmins: sample(() => ({ as: 'ORG_ADMIN' })),
  getAdmin: sample((s) => ({ as: 'ORG_ADMIN', params: { id: s.ids.orgUserAdmin } })),
  getAdminByEmail: sample(() => ({ as: 'ORG_ADMIN', body: { email: 'orguser@bright.example' } })),
  getAdminInfo: sample((s) => ({ as: 'ORG_USER', body: { ids: [s.ids.orgUserAdmin] } })),
  createAdmin: sample(() => ({ as: 'ORG_ADMIN', body: { email: 'new.sample@bright.example', name: 'Nora Sample', organisation: ORG, scope: 'ORG_USER' } }), (a, s) => void s.kept.set('newAdmin', at(a, 'data', '_id'))),
  updateAdmin: sample((s) => ({ as: 'ORG_ADMIN', params: { _id: s.get('newAdmin') }, body: { email: 'new.sample@bright.example', name: 'Nora Sample 2', organisation: ORG, scope: 'ORG_USER' } })),
  sendAdminCreatedEmail: sample(() => ({ as: 'ORG_ADMIN', body: { emailType: 'adminCreated', newAdminEmail: 'new.sample@bright.example', newAdminOrganisation: ORG, callbackUrl: 'https://ampere.test/admin/set-password' } })),
  setAdminPassword: sample(async (s) => {
    const [mail] = await readOutbox(s.t.db, 'new.sample@bright.example');
    const ref = (mail?.data?.ref as string | undefined) ?? new URL(String(mail?.data?.link)).searchParams.get('ref') ?? '';
    return { as: 'anon', body: { ref, password: 'a-long-sample-password', organisation: ORG } };
  }),
  resetAdminPassword: sample(() => ({ as: 'anon', body: { organisation: ORG, email: 'new.sample@bright.example', callbackUrl: 'https://ampere.test/admin/set-password' } })),
  deleteAdmin: sample((s) => ({ as: 'ORG_ADMIN', params: { id: s.get('newAdmin') } })),

  // API tokens.
  createApiToken: sample(() => ({ as: 'ORG_DEVELOPER', body: { organisation: ORG, name: 'Sample token', tokenScopes: ['getLocations'] } }), (a, s) => void s.kept.set('apiToken', at(a, 'data', '_id'))),
  listApiTokens: sample(() => ({ as: 'ORG_DEVELOPER', query: { organisation: ORG } })),
  updateApiToken: sample((s) => ({ as: 'ORG_DEVELOPER', params: { id: s.get('apiToken') }, body: { name: 'Sample token 2' } })),
  deleteApiToken: sample((s) => ({ as: 'ORG_DEVELOPER', params: { id: s.get('apiToken') } })),

  // Secrets (the environment sync goes to the test's local target).
  createSecret: sample(() => ({ as: 'ADMIN', params: { key: 'HARK_API_KEY' }, body: { value: 'sample-secret-1' } })),
  listSecretMeta: sample(() => ({ as: 'ADMIN', query: { organisation: ORG } })),
  getSecretMeta: sample(() => ({ as: 'ADMIN', params: { key: 'HARK_API_KEY' } })),
  getSecret: sample(() => ({ as: 'ADMIN', params: { key: 'HARK_API_KEY' } })),
  updateSecret: sample(() => ({ as: 'ADMIN', params: { key: 'HARK_API_KEY' }, body: { value: 'sample-secret-2' } })),
  syncSecrets: sample(() => ({ as: 'ADMIN', body: { targetEnvironment: 'local', token: 'target-token', secrets: [{ organisation: ORG, key: 'HARK_API_KEY', value: 'sample-secret-2' }] } })),
  deleteSecret: sample(() => ({ as: 'ADMIN', params: { key: 'HARK_API_KEY' } })),

  // Jobs.
  listJobs: sample(() => ({ as: 'ORG_DEVELOPER', query: { queueTypes: 'account,iot' } })),
  updateJob: sample((s) => ({ as: 'ORG_DEVELOPER', params: { id: s.ids.job }, body: { enabled: false, schedule: { cron: '30 4 * * 1-5' } } })),
  runJob: sample((s) => ({ as: 'ORG_DEVELOPER', params: { id: s.ids.job } })),

  // Copy.
  getAggregatedCopy: sample(() => ({ as: 'anon', query: { organisation: ORG, language: 'nb' } })),
  listCopy: sample((s) => ({ as: 'ORG_USER', params: { type: s.ids.copyType }, query: { page: '1' } })),
  exportCopyCsv: sample(async (s) => ({ as: 'anon', params: { type: s.ids.copyType }, query: { accessToken: await s.short('ORG_USER'), format: 'csv' } })),
  getCopy: sample((s) => ({ as: 'ORG_USER', params: { type: s.ids.copyType, key: s.ids.copyKey } })),
  createCopy: sample(() => ({ as: 'ORG_MARKETING', params: { type: 'push' }, query: ORG_QUERY, body: { key: 'sample.hello', values: { en: 'Hello', nb: 'Hei' }, description: 'greeting' } })),
  updateCopy: sample(() => ({ as: 'ORG_MARKETING', params: { type: 'push', key: 'sample.hello' }, query: ORG_QUERY, body: { values: { en: 'Hello!', sv: 'Hej' } } })),
  updateCopyBatch: sample(() => ({ as: 'ORG_MARKETING', params: { type: 'push' }, query: ORG_QUERY, body: [{ key: 'sample.batch', values: { en: 'Batch' } }] })),
  importCopy: sample(() => ({ as: 'ORG_MARKETING', params: { type: 'push' }, query: ORG_QUERY, csv: 'key,description,en,sv,nb,nn,fi,de\nsample.imported,,Imported,Importerad,Importert,Importert,Tuotu,Importiert\n' })),
  deleteCopy: sample(() => ({ as: 'ORG_MARKETING', params: { type: 'push', key: 'sample.hello' }, query: ORG_QUERY })),

  // Settings drafts and releases, five kinds, then the whole-organisation calls.
  ...settingsSamples(),
  getDrafts: sample(() => ({ as: 'ORG_USER' })),
  getReleasesStatus: sample(() => ({ as: 'ORG_USER', query: { organisation: ORG } })),
  getLatestSettingsRelease: sample(() => ({ as: 'anon', query: { bypassCache: 'true' } })),
  getFullSettingsRelease: sample(() => ({ as: 'ORG_USER' })),
  getChatScriptOrigins: sample(() => ({ as: 'ORG_USER' })),
  replaceChatScriptOrigins: sample(() => ({ as: 'ADMIN', body: { origins: ['https://widget.intercom.io'] } })),
  countSegmentMatches: sample(() => ({ as: 'ORG_MARKETING', body: { match: 'AND', rules: [{ name: 'priceZones', operator: 'isIn', value: ['NO1', 'NO5'] }] } })),
  syncSettings: sample((s) => ({
    as: 'ADMIN',
    body: { targetEnvironment: 'local', token: 'target-token', releases: [{ ...s.get<object>('ThemeLatest'), organisation: ORG }] },
  })),

  // Bridge, inbox and messaging.
  getMonitoringAlerts: sample(() => ({ as: 'ADMIN' })),
  getBridgeStatistics: sample(() => ({ as: 'ORG_USER' })),
  searchBridgeUsers: sample(() => ({ as: 'ORG_SUPPORT', body: { searchBy: 'email', query: 'kari@example.no' } })),
  searchBridgeAccounts: sample((s) => ({ as: 'ORG_SUPPORT', body: { searchBy: 'customerId', query: s.ids.customerId } })),
  fetchBridgeAccounts: sample((s) => ({ as: 'ORG_SUPPORT', query: { ids: s.ids.kariAccount, withLocations: 'true', withUsers: 'true' } })),
  fetchBridgeAccount: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.ids.kariAccount } })),
  listInboxItems: sample(() => ({ as: 'kari' })),
  countInboxItems: sample(() => ({ as: 'kari' })),
  listAllInboxItems: sample((s) => ({ as: 'ORG_ADMIN', query: { accountId: s.ids.kariAccount } })),
  listDisruptions: sample(() => ({ as: 'kari' })),
  listRecyclingCentrals: sample((s) => ({ as: 'kari', query: { accountId: s.ids.kariAccount } })),
  listAssets: sample(() => ({ as: 'ORG_USER', query: { organisation: ORG } })),
  validateBridgeAuth: sample(() => ({ as: 'anon', body: { auth: 'not-a-token' } })),
  getBridgeDashboard: sample(() => ({ as: 'ORG_USER', params: { name: 'overview' } })),
  createInboxItem: sample((s) => ({ as: 'ORG_MARKETING', body: { title: 'Planned maintenance', body: 'Sunday night', type: 'INFORMATION', createdBy: 'SYSTEM', navigationParams: { type: 'HOME' }, recipients: { accountIds: [s.ids.kariAccount] } } }), (a, s) => void s.kept.set('inboxItem', at(a, 'data', '_id'))),
  getInboxItem: sample((s) => ({ as: 'kari', params: { id: s.get('inboxItem') } })),
  markInboxItemsAsRead: sample((s) => ({ as: 'kari', body: { ids: [s.get('inboxItem')] } })),
  updateInboxItem: sample((s) => ({ as: 'ORG_MARKETING', params: { id: s.get('inboxItem') }, body: { title: 'Maintenance moved', body: 'Sunday night', type: 'INFORMATION', createdBy: 'SYSTEM', navigationParams: { type: 'HOME' }, recipients: { accountIds: [s.ids.kariAccount] } } })),
  batchInboxItems: sample((s) => ({ as: 'WEBHOOK', body: { items: [{ title: 'Hello', body: 'Welcome', type: 'INFORMATION', createdBy: 'WEBHOOK', navigationParams: { type: 'HOME' }, recipients: { accountIds: [s.ids.kariAccount] } }] } })),
  deleteInboxItem: sample((s) => ({ as: 'ORG_ADMIN', params: { id: s.get('inboxItem') } })),
  createMessage: sample((s) => ({ as: 'ORG_MARKETING', body: { title: 'New invoice', body: 'Ready', type: 'INVOICE', createdBy: 'SYSTEM', navigationParams: { type: 'INVOICE' }, recipients: { accountIds: [s.ids.kariAccount] }, pushType: 'newInvoice' } })),
  sendPushNotification: sample((s) => ({ as: 'ORG_MARKETING', body: { notificationItem: { title: 'Prices are high', body: 'Tomorrow 17–19', type: 'highPrice' }, recipients: { accountIds: [s.ids.kariAccount] } } })),
  sendTestEmail: sample(() => ({ as: 'ORG_MARKETING', body: { emailType: 'newInvoice', email: 'tester@bright.example', language: 'nb' } })),
  sendDeeplinkEmail: sample(() => ({ as: 'ORG_SUPPORT', body: { email: 'kari@bright.example', deeplink: 'ampere://invoices', language: 'nb' } })),
  syncNotifications: sample((s) => ({ as: 'ORG_ADMIN', body: { accountIds: [s.ids.kariAccount] } })),
  getWasteRemoval: sample((s) => ({ as: 'kari', params: { id: s.ids.location } })),
  putAsset: sample(() => ({ as: 'ORG_MARKETING', body: { organisation: ORG, name: 'home/banner.png', contentType: 'image/png', content: 'iVBORw0KGgo=' } })),
  deleteAsset: sample(() => ({ as: 'ORG_MARKETING', query: { organisation: ORG, name: 'home/banner.png' } })),
  createSign: sample(() => ({ as: 'ORG_MARKETING', body: { name: 'Head office lobby', priceZone: 'NO1', language: 'nb', message: 'Velkommen!' } }), (a, s) => void s.kept.set('sign', at(a, 'data', '_id'))),
  listSigns: sample(() => ({ as: 'ORG_USER' })),
  getSign: sample((s) => ({ as: 'ORG_USER', params: { id: s.get('sign') } })),
  getSignDisplay: sample((s) => ({ as: 'anon', params: { id: s.get('sign') } })),
  updateSign: sample((s) => ({ as: 'ORG_MARKETING', params: { id: s.get('sign') }, body: { name: 'Lobby', priceZone: 'NO1', language: 'nb', theme: 'dark' } })),
  deleteSign: sample((s) => ({ as: 'ORG_MARKETING', params: { id: s.get('sign') } })),

  getOreganoData: sample(() => ({ as: 'SUPPORT' })),
  getStoredZoneSpotPrices: sample(() => ({ as: 'anon', params: { zone: 'NO1' }, query: { timeZone: 'Europe/Oslo', resolution: '15m' } })),
  getSpotPriceAverage: sample(() => ({ as: 'anon', params: { area: 'SE3' }, query: { timeZone: 'Europe/Stockholm', start_date: '2026-10-01', end_date: '2026-10-31' } })),
  getStoredZoneData: sample(() => ({ as: 'anon', params: { zone: 'FI' }, query: { timeZone: 'Europe/Helsinki', start_date: '2026-11-01', end_date: '2026-11-15' } })),
  getZoneDataHour: sample(() => ({ as: 'anon', params: { kind: 'spotprice', zone: 'NO5' }, query: { timeZone: 'Europe/Oslo' } })),
  getZoneDataDay: sample(() => ({ as: 'anon', params: { kind: 'powermix', zone: 'SE4', key: '2026-03-29' }, query: { timeZone: 'Europe/Stockholm' } })),
  getZoneDataMonth: sample(() => ({ as: 'kari', params: { kind: 'co2', zone: 'AT', key: '2026-10' }, query: { timeZone: 'Europe/Vienna', category: 'good' } })),
  getZonePrices: sample(() => ({ as: 'anon', params: { date: '2026-11-17', zone: 'NO1' }, query: { timeZone: 'Europe/Oslo' } })),
  getDataYears: sample(() => ({ as: 'kari', params: { serviceId: KARI_CONSUMPTION } })),
  getDataYear: sample(() => ({ as: 'kari', params: { serviceId: KARI_CONSUMPTION, year: '2026' } })),
  getDataMonth: sample(() => ({ as: 'kari', params: { serviceId: KARI_CONSUMPTION, month: '2026-11' }, query: { allowForecasts: 'true' } })),
  getDataDay: sample(() => ({ as: 'kari', params: { serviceId: KARI_CONSUMPTION, date: '2026-11-10' } })),
  getDataHour: sample(() => ({ as: 'kari', params: { serviceId: KARI_CONSUMPTION, time: '2026-11-10T18' } })),
  getInsights: sample((s) => ({ as: 'kari', params: { locationId: s.ids.location }, query: { dateKey: '2026-10' } })),
  getForecast: sample((s) => ({ as: 'kari', params: { id: s.ids.location } })),
  getSixMonths: sample((s) => ({ as: 'kari', params: { id: s.ids.location } })),
  getDetailedInsightsDefaults: sample((s) => ({ as: 'kari', params: { id: s.ids.location } })),
  getDetailedInsights: sample((s) => ({ as: 'kari', params: { id: s.ids.location }, query: { timeEntity: 'month', dateKey: '2026-10' } })),
  getDataRealtime: sample(() => ({ as: 'kari', params: { serviceId: KARI_CONSUMPTION } })),
  getLocationServicesData: sample((s) => ({ as: 'kari', params: { locationId: s.ids.location }, query: { month: '2026-11' } })),
  getExportUrl: sample(async (s) => ({ as: 'anon', params: { serviceId: KARI_CONSUMPTION }, query: { accessToken: await s.short('kari'), dateKey: '2026-10', format: 'xlsx', period: 'month', resolution: 'day' } })),
  exportSiteData: sample(async (s) => ({ as: 'anon', params: { id: s.ids.location }, query: { accessToken: await s.short('kari'), dateKey: '2026-11-10', resolution: 'hour' } })),
  getZipcodeDataHour: sample(() => ({ as: 'anon', params: { kind: 'spotprice', zipcode: '0555' }, query: { timeZone: 'Europe/Oslo', start_date: '2026-11-10' } })),
  getZipcodeDataDay: sample(() => ({ as: 'anon', params: { kind: 'co2', zipcode: '0555', key: '2026-11-10' }, query: { timeZone: 'Europe/Oslo' } })),
  getZipcodeDataMonth: sample(() => ({ as: 'anon', params: { kind: 'temperature', zipcode: '11646', key: '2026-10' }, query: { timeZone: 'Europe/Stockholm' } })),
  getAreaDataHour: sample(() => ({ as: 'anon', params: { kind: 'powermix', area: 'Oslo' }, query: { timeZone: 'Europe/Oslo' } })),
  getAreaDataDay: sample(() => ({ as: 'anon', params: { kind: 'spotprice', area: 'Bergen', key: '2026-11-10' }, query: { timeZone: 'Europe/Oslo' } })),
  getAreaDataMonth: sample(() => ({ as: 'anon', params: { kind: 'consumption', area: 'Oslo', key: '2026-10' }, query: { timeZone: 'Europe/Oslo' } })),
  getKindDataHour: sample(() => ({ as: 'kari', params: { kind: 'spotprice' }, query: { timeZone: 'Europe/Oslo', zone: 'NO1' } })),
  getKindDataDay: sample((s) => ({ as: 'kari', params: { kind: 'consumption', key: '2026-11-10' }, query: { timeZone: 'Europe/Oslo', siteId: s.ids.location } })),
  getKindDataMonth: sample(() => ({ as: 'kari', params: { kind: 'co2', key: '2026-10' }, query: { timeZone: 'Europe/Oslo', area: 'Oslo' } })),
  getKindDataYear: sample((s) => ({ as: 'kari', params: { kind: 'temperature', key: '2025' }, query: { timeZone: 'Europe/Oslo', siteId: s.ids.locationCode } })),
  getSiteDataHour: sample((s) => ({ as: 'kari', params: { id: s.ids.location, key: '2026-11-10T18' } })),
  getSiteDataDay: sample((s) => ({ as: 'kari', params: { id: s.ids.location, key: '2026-11-10' } })),
  getSiteDataMonth: sample((s) => ({ as: 'kari', params: { id: s.ids.location, key: '2026-10' } })),
  getSiteDataYear: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.ids.location, key: '2026' } })),
  getSiteRealtimeData: sample((s) => ({ as: 'kari', params: { id: s.ids.location } })),
  getSiteLoad: sample((s) => ({ as: 'kari', params: { id: s.ids.location }, query: { resolution: 'day', dateKey: '2026-11' } })),
  getServiceMeasurements: sample(() => ({ as: 'kari', params: { serviceId: KARI_METER, a: '2026-11-10', b: '2026-11-10' } })),
  getLocationDataHour: sample((s) => ({ as: 'kari', params: { id: s.ids.location }, query: { dateKey: '2026-11-10T18' } })),
  getLocationDataDay: sample((s) => ({ as: 'kari', params: { id: s.ids.location }, query: { dateKey: '2026-11-10' } })),
  getLocationDataMonth: sample((s) => ({ as: 'kari', params: { id: s.ids.location }, query: { dateKey: '2026-10' } })),
  getLocationDataYear: sample((s) => ({ as: 'SUPPORT', params: { id: s.ids.location }, query: { dateKey: '2025' } })),
  ingestMeterReadings: sample(() => ({ as: 'SERVICE', query: ORG_QUERY, body: { readings: [{ measurementId: '707057500012345678-consumption', date: '2026-11-15T10:15:00.000Z', value: 0.42 }] } })),
  uploadMeterReadingsCsv: sample(() => ({ as: 'ORG_ADMIN', query: ORG_QUERY, csv: 'measurementId,date,value\n707057500012345678-grid,2026-11-15T10:00:00Z,1.1\n' })),

  // Predictions (read only): sent measurements, Kari's meter, her flat, and a comparison of similar homes.
  createPrediction: sample(() => ({ as: 'kari', body: {
    measurements: Array.from({ length: 14 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}T00:00:00+01:00`, kWh: 30 + (i % 4) * 3 })),
    site: { type: 'consumption', area: 'Oslo' }, options: { startDate: '2026-11-14', endDate: '2026-11-21', timeEntity: 'day', timeZone: 'Europe/Oslo', addDeviations: true },
  } })),
  createMeasurementPrediction: sample(() => ({ as: 'kari', body: {
    measurementId: '707057500012345678-consumption', site: { type: 'consumption', area: 'Oslo' },
    options: { startDate: '2026-11-16T00:00:00+01:00', endDate: '2026-11-17T00:00:00+01:00', timeEntity: 'hour', timeZone: 'Europe/Oslo' },
  } })),
  createLocationPrediction: sample((s) => ({ as: 'kari', body: {
    locationId: s.ids.location, options: { startDate: '2026-11-01', endDate: '2026-12-01', timeEntity: 'day', timeZone: 'Europe/Oslo', addDeviations: true },
  } })),
  comparePredictions: sample(() => ({ as: 'kari', body: { date: '2026-11-17', timeZone: 'Europe/Oslo', service: 'consumption_trade', extra: { propertyType: 'APPARTMENT', numberOfResidens: 2 } } })),

  // Monthly reports of Kari's flat (the seed made the last twelve complete months').
  listMonthlyReports: sample((s) => ({ as: 'kari', query: { locationId: s.ids.location, from: '2026-01' } }), (a, s) => void s.kept.set('monthlyReport', at(a, 'data', 0, '_id'))),
  listMonthlyReportSummaries: sample((s) => ({ as: 'ola', query: { locationId: s.ids.location, limit: '24' } })),
  getMonthlyReport: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.get('monthlyReport') } })),

  // A site's month report and deviations, and the site and location analysis of Kari's flat.
  getSiteMonthReport: sample((s) => ({ as: 'kari', params: { id: s.ids.location, key: '2026-10' } })),
  getSiteDeviations: sample((s) => ({ as: 'kari', params: { id: s.ids.location }, query: { dateKey: '2026-11-10', resolution: 'hour' } })),
  getSiteAnalysisMonth: sample((s) => ({ as: 'kari', params: { id: s.ids.location }, query: { month: '2026-10' } })),
  getSiteAnalysisService: sample((s) => ({ as: 'ola', params: { id: s.ids.location }, query: { month: '2026-10' } })),
  getSiteAnalysisCompare: sample(async (s) => {
    await similarHouseholds(s);
    return { as: 'kari', params: { id: s.ids.location }, query: { month: '2025-10' } };
  }),
  getLocationAnalysisMonth: sample((s) => ({ as: 'kari', params: { id: s.ids.location }, query: { month: '2026-11', language: 'nb', sensorIds: `${remote('ngenic')},${remote('hark')}` } })),
  getLocationAnalysisService: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.ids.location }, query: { onlyCurrentMonth: 'true' } })),
  getLocationAnalysisCompare: sample(async (s) => {
    await similarHouseholds(s);
    return { as: 'kari', params: { id: s.ids.location }, query: { month: '2025-10' } };
  }),

  // Tips (a catalogue tip for every home, marked on Kari's flat), feedback on it, the data queue and the Forekai webhook.
  createTip: sample(() => ({ as: 'ORG_MARKETING', body: { organisation: ORG, title: { en: 'Air out briefly', nb: 'Luft kort' }, body: { en: 'Five minutes with the windows wide open.', nb: 'Fem minutter med vinduene på vidt gap.' } } }), (a, s) => void s.kept.set('tip', at(a, 'data', '_id'))),
  listTips: sample(() => ({ as: 'ORG_MARKETING', query: { active: 'true' } })),
  updateTip: sample((s) => ({ as: 'ORG_ADMIN', params: { id: s.get('tip') }, body: { organisation: ORG, title: { en: 'Air out briefly', nb: 'Luft kort', nn: 'Luft kort' }, body: { en: 'Five minutes with the windows wide open.', nb: 'Fem minutter med vinduene på vidt gap.' }, order: 5 } })),
  getLocationTips: sample((s) => ({ as: 'kari', params: { locationId: s.ids.location }, query: { language: 'nn' } })),
  updateTipCompleted: sample((s) => ({ as: 'kari', params: { locationId: s.ids.location, tipId: s.get('tip') }, query: { language: 'nb' }, body: { completed: true } })),
  createDataFeedback: sample((s) => ({ as: 'kari', body: { accountId: s.ids.kariAccount, locationId: s.ids.location, subject: 'tips', subjectId: s.get('tip'), rating: 4, comment: 'Useful, thanks' } }), (a, s) => void s.kept.set('dataFeedback', at(a, 'data', '_id'))),
  listDataFeedback: sample(() => ({ as: 'ORG_SUPPORT', query: { subject: 'tips', limit: '10' } })),
  exportDataFeedback: sample(() => ({ as: 'ORG_MARKETING', query: { handled: 'false' } })),
  getDataFeedback: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.get('dataFeedback') } })),
  updateDataFeedback: sample((s) => ({ as: 'ORG_SUPPORT', params: { id: s.get('dataFeedback') }, body: { handled: true } })),
  deleteDataFeedback: sample((s) => ({ as: 'ORG_ADMIN', params: { id: s.get('dataFeedback') } })),
  deleteTip: sample((s) => ({ as: 'ORG_MARKETING', params: { id: s.get('tip') } })),
  queueDataJob: sample(() => ({ as: 'SERVICE', body: { name: 'recalculateInsights', data: { organisation: ORG, month: '2026-10' } } })),
  receiveForekaiWebhook: sample(() => ({ as: 'WEBHOOK', body: { event: 'forecast.ready', forecastId: 'fc-2026-11-16-NO1', zone: 'NO1' } })),

  // IoT: settings, brand sign-in, devices, timers, providers, smart charging, then what removes them.
  getMyIotSettings: sample(() => ({ as: 'kari' })),
  getIotSettings: sample(() => ({ as: 'kari', params: { id: KARI_IOT } })),
  searchIotSettings: sample((s) => ({ as: 'ORG_SUPPORT', query: { accountId: s.ids.kariAccount } })),
  acceptIotProvider: sample(() => ({ as: 'kari', params: { id: KARI_IOT, provider: 'enode' } })),
  startIotAuthentication: sample(() => ({ as: 'kari', params: { settingsId: KARI_IOT, brand: 'easee' }, query: { callback: 'ampere://iot/connected' } })),
  submitIotCredentials: sample((s) => ({ as: 'kari', params: { settingsId: KARI_IOT, brand: 'chargeamps' }, query: { locationId: s.ids.location }, body: { credentials: { username: 'kari@example.no', password: 'halo-1234' } } })),
  runIotAutoSignUp: sample((s) => ({ as: 'kari', params: { id: KARI_IOT }, query: { customerId: s.ids.customerId } })),
  updateIotBrandSettings: sample((s) => ({ as: 'kari', params: { id: KARI_IOT, brand: 'ngenic' }, body: { locationId: s.ids.location, categories: ['heating'] } })),
  syncIotBrand: sample(() => ({ as: 'ORG_SUPPORT', params: { id: KARI_IOT, brand: 'ngenic' } })),
  listIotSettingsDevices: sample(() => ({ as: 'kari', params: { id: KARI_IOT } })),
  updateIotBrandDevice: sample(() => ({ as: 'kari', params: { id: KARI_IOT, brand: 'ngenic', remoteId: remote('ngenic') }, body: { displayName: 'Living room heat pump', isFavorite: true } })),
  getBrandDevice: sample(() => ({ as: 'kari', params: { brand: 'ngenic', remoteId: remote('ngenic') }, query: { settingsId: KARI_IOT } })),
  switchBrandDevice: sample(() => ({ as: 'kari', params: { brand: 'easee', remoteId: remote('easee') }, body: { switchOn: false } })),
  updateBrandDeviceState: sample(() => ({ as: 'kari', params: { brand: 'ngenic', remoteId: remote('ngenic') }, body: { state: 0, targetTemperature: 22 } })),
  updateBrandDeviceSubstate: sample(() => ({ as: 'kari', params: { brand: 'ngenic', remoteId: remote('ngenic') }, body: { unitId: 'main', state: 0, targetTemperature: 20.5 } })),
  getBrandDeviceReading: sample(() => ({ as: 'ola', params: { brand: 'hark', remoteId: remote('hark') } })),
  getBrandDeviceRealtime: sample(() => ({ as: 'kari', params: { brand: 'hark', remoteId: remote('hark') }, query: { withHistory: 'true' } })),
  listBrandDeviceSessions: sample(() => ({ as: 'kari', params: { brand: 'easee', remoteId: remote('easee') }, query: { ...PERIOD, settingsId: KARI_IOT } })),
  listBrandDeviceSessionData: sample(() => ({ as: 'kari', params: { brand: 'easee', remoteId: remote('easee') }, query: PERIOD })),
  listIotSessions: sample(() => ({ as: 'kari', query: PERIOD })),
  createIotAction: sample(() => ({ as: 'kari', body: { settingsId: KARI_IOT, brand: 'easee', remoteId: remote('easee'), ...TIMER } }), (a, s) => void s.kept.set('iotAction', at(a, 'data', '_id'))),
  getIotAction: sample((s) => ({ as: 'kari', params: { id: s.get('iotAction') } })),
  listIotDeviceActions: sample(() => ({ as: 'kari', params: { brand: 'easee', remoteId: remote('easee') } })),
  listIotSettingsActions: sample(() => ({ as: 'kari', params: { id: KARI_IOT } })),
  updateIotAction: sample((s) => ({ as: 'kari', params: { id: s.get('iotAction') }, body: { hours: 3 } })),
  calculateIotAction: sample((s) => ({ as: 'kari', params: { id: s.get('iotAction') }, query: { currentHour: '23' } })),
  runIotAction: sample((s) => ({ as: 'kari', params: { id: s.get('iotAction') } })),
  getIotIntegrationWebview: sample((s) => ({ as: 'kari', params: { locationId: s.ids.location }, query: { language: 'nb' } })),
  listIotProviders: sample(() => ({ as: 'kari' })),
  listProviderVendors: sample(() => ({ as: 'kari', params: { id: 'enode' } })),
  enrichProviderUri: sample(() => ({ as: 'kari', params: { id: 'enode' }, query: { uri: 'https://link.enode.example/connect', brand: 'easee', userAppTheme: 'dark' } })),
  getVendorStrategy: sample(() => ({ as: 'kari', params: { id: 'enode:zaptec:chargingStation' }, query: { redirectUrl: 'ampere://iot/connected' } })),
  listProviderDevices: sample((s) => ({ as: 'kari', query: { locationId: s.ids.location, language: 'nb' } })),
  getProviderDevice: sample(() => ({ as: 'kari', params: { id: CHARGER() } })),
  runProviderDeviceAction: sample(() => ({ as: 'kari', params: { id: HEAT_PUMP() }, body: { action: { name: 'hvacTemperature', data: { targetTemperature: 19 } } } })),
  getProviderDeviceHistory: sample(() => ({ as: 'kari', params: { id: HEAT_PUMP() }, query: { from: '2026-11-14', to: '2026-11-15', priceZone: 'NO1', timeZone: 'Europe/Oslo' } })),
  setProviderDeviceFavorite: sample(() => ({ as: 'kari', params: { id: CHARGER() }, body: { isFavorite: true } })),
  getSmartCharging: sample(() => ({ as: 'kari', params: { id: CHARGER() } })),
  updateSmartCharging: sample(() => ({ as: 'kari', params: { id: CHARGER() }, body: { enabled: true, chargedBy: { hour: 6, minute: 30 } } })),
  overrideSmartCharging: sample(() => ({ as: 'kari', params: { id: CHARGER() } })),
  createProviderLocation: sample((s) => ({ as: 'kari', params: { id: 'enode' }, body: { locationId: s.ids.location } })),
  listProviderLocations: sample(() => ({ as: 'kari', params: { id: 'enode' } })),
  createIotFavorite: sample((s) => ({ as: 'kari', params: { id: KARI_IOT }, body: { providerDeviceId: CHARGER(), userId: s.ids.kari, locationId: s.ids.location } }), (a, s) => void s.kept.set('iotFavorite', at(a, 'data', '_id'))),
  listIotFavorites: sample((s) => ({ as: 'kari', params: { id: KARI_IOT }, query: { locationId: s.ids.location } })),
  deleteIotFavorite: sample((s) => ({ as: 'kari', params: { id: KARI_IOT, favId: s.get('iotFavorite') } })),
  deleteIotAction: sample((s) => ({ as: 'kari', params: { id: s.get('iotAction') } })),
  deleteProviderLocation: sample((s) => ({ as: 'kari', params: { id: 'enode', locationId: s.ids.location } })),
  deleteVendor: sample(() => ({ as: 'kari', params: { id: 'enode:easee:chargingStation' } })),
  signOutIotBrand: sample(() => ({ as: 'kari', params: { settingsId: KARI_IOT, brand: 'chargeamps' } })),

  // The audit log, after every change above, then sign-out of the real sign-in.
  searchAuditLogs: sample(() => ({ as: 'ORG_ADMIN', body: { filters: { organisation: ORG } } }), (a, s) => void s.kept.set('auditEntry', at(a, 'data', 0, '_id'))),
  getAuditLog: sample((s) => ({ as: 'ORG_ADMIN', params: { id: s.get('auditEntry') } })),
  signOut: sample(() => ({ as: { kept: 'kariSignedIn' }, query: { organisation: ORG } })),
};
