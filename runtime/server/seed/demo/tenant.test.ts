// @vitest-environment node
/**
 * The full demo tenant: every entity is a valid contract entity, the data is deterministic, and it
 * covers what issue 3 §6 asks for (statuses, price zones, service and agreement types, invoices,
 * inquiries, roles, identities, admins, jobs, releases), and what the console shows of it (every
 * page on, signs, customers' push devices).
 */
import { describe, expect, it } from 'vitest';
import { Account, User } from '../../../../schemas/account.js';
import { Admin, AdminScope } from '../../../../schemas/admin.js';
import { Agreement, AgreementType, InquiryStatus, ThirdPartyDataInquiry } from '../../../../schemas/agreement.js';
import { Copy } from '../../../../schemas/copy.js';
import { HomeProfile } from '../../../../schemas/home-profile.js';
import { PersonalId, AdminPersonalId, PhoneIdentity } from '../../../../schemas/identity.js';
import { Invoice } from '../../../../schemas/invoice.js';
import { Job, QueueType } from '../../../../schemas/job.js';
import { Location } from '../../../../schemas/location.js';
import { DynamicContentItem, SupportMessage } from '../../../../schemas/support.js';
import { ConsolePageFlag, FeatureFlagsPayload } from '../../../../schemas/settings/feature-flags.js';
import { FeatureConfigurationsPayload, toPublicFeatureConfigurations } from '../../../../schemas/settings/feature-configurations.js';
import { Theme } from '../../../../schemas/settings/theme.js';
import { ModulesPayload } from '../../../../schemas/settings/modules.js';
import { CustomFavoritesPayload } from '../../../../schemas/settings/favorites.js';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../../../../schemas/admin.js';
import { SignInput } from '../../../../schemas/sign.js';
import { PushTokenBody } from '../../../../schemas/inbox.js';
import { fullDemoTenant } from './tenant.js';
import { INVOICE_MONTHS } from './invoices.js';

const config = { organisation: 'BRIGHT', tenant: 'NO' };
const today = new Date('2026-11-22T05:00:00Z');
const demo = fullDemoTenant(config, today);
const locations = demo.accounts.flatMap((a) => a.locations);
const signs = demo.signs ?? [];
const devices = demo.pushDevices ?? [];

/** Parses with the schema and fails with the path of the first issue. */
function valid<T>(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } }, value: T, what: string): void {
  const r = schema.safeParse(value);
  expect(r.success, `${what}: ${JSON.stringify(r.error?.issues[0])}`).toBe(true);
}

describe('the full demo tenant', () => {
  it('is made of valid contract entities', () => {
    for (const c of demo.customers) valid(User, c.user, `user ${c.key}`);
    for (const a of demo.accounts) {
      valid(Account, a.account, `account ${a.account._id}`);
      for (const i of a.invoices) valid(Invoice, i, `invoice ${i.id}`);
      for (const m of a.supportMessages) valid(SupportMessage, m, `support message ${m._id}`);
    }
    for (const l of locations) {
      valid(Location, l.location, `location ${l.location.id}`);
      for (const ag of l.agreements) valid(Agreement, ag, `agreement ${ag.id}`);
      for (const q of l.inquiries) valid(ThirdPartyDataInquiry, q, `inquiry ${q._id}`);
      if (l.homeProfile) valid(HomeProfile, l.homeProfile, `home profile of ${l.location.id}`);
    }
    for (const a of demo.admins) valid(Admin, a.admin, `admin ${a.admin.email}`);
    for (const c of demo.copy) valid(Copy, c, `copy ${c.type}/${c.key}`);
    for (const j of demo.jobs) valid(Job, j, `job ${j.name}`);
    for (const d of demo.dynamicContent) valid(DynamicContentItem, d, `dynamic content ${d.key}/${d.language}`);
    valid(FeatureFlagsPayload, demo.releases.featureFlags, 'featureFlags release');
    valid(FeatureConfigurationsPayload, demo.releases.featureConfigurations, 'featureConfigurations release');
    valid(Theme, demo.releases.theme, 'theme release');
    valid(ModulesPayload, demo.releases.modules, 'modules release');
    valid(CustomFavoritesPayload, demo.releases.customFavorites, 'customFavorites release');
  });

  it('is deterministic: the same config and month give deep-equal data, another month other dates', () => {
    expect(fullDemoTenant(config, new Date('2026-11-01T00:00:00Z'))).toEqual(demo);
    expect(fullDemoTenant(config, new Date('2026-11-30T23:59:59Z'))).toEqual(demo);
    const next = fullDemoTenant(config, new Date('2026-12-03T12:00:00Z'));
    expect(next.accounts[0]?.invoices[0]?.month).toBe('2026-11');
    expect(demo.accounts[0]?.invoices[0]?.month).toBe('2026-10');
    expect(next.customers.map((c) => c.user._id)).toEqual(demo.customers.map((c) => c.user._id));
  });

  it('derives every id from the organisation, unique within its kind', () => {
    const other = fullDemoTenant({ ...config, organisation: 'OTHER' }, today);
    expect(other.organisation.code).toBe('OTHER');
    expect(other.customers[0]?.user._id).not.toBe(demo.customers[0]?.user._id);
    expect(other.accounts.every((a) => a.account.organisation === 'OTHER' && a.locations.every((l) => l.location.access.organisation === 'OTHER'))).toBe(true);
    const ids = [
      ...demo.customers.map((c) => c.user._id), ...demo.accounts.map((a) => a.account._id), ...locations.map((l) => l.location._id),
      ...demo.admins.map((a) => a.admin._id), ...demo.jobs.map((j) => j._id), ...demo.copy.map((c) => c._id),
      ...locations.flatMap((l) => l.inquiries.map((q) => q._id)), ...locations.flatMap((l) => l.location.services.map((s) => s.id)),
      ...signs.map((s) => s._id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps kari as other tests know her: kari / demo-kari-1, OWNER of her account', () => {
    const kari = demo.customers.find((c) => c.key === 'kari');
    expect(kari?.signIn).toMatchObject({ username: 'kari', password: 'demo-kari-1' });
    const account = demo.accounts.find((a) => a.members.some((m) => m.customer === 'kari'));
    expect(account?.members.find((m) => m.customer === 'kari')?.role).toBe('OWNER');
    expect(account?.account.provider?.customerId).toBe('100001');
  });

  it('covers statuses, price zones, service types and agreement types', () => {
    expect(demo.customers.length).toBeGreaterThanOrEqual(6);
    const statuses = new Set(locations.map((l) => l.location.status));
    for (const s of ['ACTIVE', 'PENDING', 'ACTIVE_PROCESS']) expect(statuses).toContain(s);
    const zones = new Set(locations.map((l) => l.location.priceZone));
    for (const z of ['NO1', 'NO2', 'NO3', 'NO4', 'NO5', 'SE3']) expect(zones).toContain(z);
    const services = locations.flatMap((l) => l.location.services);
    expect(services.some((s) => s.type === 'consumption_trade' && s.measurementResolution === '15min')).toBe(true);
    expect(services.some((s) => s.type === 'consumption_trade' && s.measurementResolution === 'hour')).toBe(true);
    for (const t of ['production_trade', 'heating', 'water', 'broadband']) expect(services.map((s) => s.type)).toContain(t);
    const agreementTypes = new Set(locations.flatMap((l) => l.agreements.map((a) => a.type)));
    for (const t of AgreementType.options) expect(agreementTypes).toContain(t);
    const counts = demo.accounts.map((a) => a.locations.length);
    expect(counts).toContain(1);
    expect(Math.max(...counts)).toBeGreaterThan(1);
  });

  it('starts the PENDING location in the future and gives every agreement info rows and dated prices', () => {
    const pending = locations.find((l) => l.location.status === 'PENDING');
    expect(pending?.location.services.every((s) => s.startDate.getTime() > today.getTime() && s.status === 'pending')).toBe(true);
    for (const l of locations) {
      for (const a of l.agreements) {
        expect(a.info.map((i) => i.key)).toEqual(expect.arrayContaining(['status', 'startDate', 'endDate', 'price']));
        expect(a.prices?.every((p) => p.validTo === null || p.validTo >= p.validFrom)).toBe(true);
      }
    }
    expect(locations.some((l) => l.agreements.some((a) => (a.prices ?? []).filter((p) => p.name === 'monthlyFee').length === 2))).toBe(true);
  });

  it('has a private and a business customer, an OWNER with a GUEST, and home profiles filled and empty', () => {
    const business = demo.accounts.find((a) => a.account.accountType === 'BUSINESS');
    const hilde = demo.customers.find((c) => c.signIn.organisationId !== undefined);
    expect(business?.account.provider?.customerId).toBe(hilde?.signIn.organisationId);
    expect(demo.accounts.some((a) => a.account.accountType === 'CUSTOMER')).toBe(true);
    expect(demo.accounts.some((a) => a.members.some((m) => m.role === 'OWNER') && a.members.some((m) => m.role === 'GUEST'))).toBe(true);
    expect(locations.some((l) => l.homeProfile?.propertyType)).toBe(true);
    expect(locations.some((l) => l.homeProfile === undefined && l.location.properties === null)).toBe(true);
  });

  it('has 24 months of invoices, newest first: paid and unpaid, one without due date, one without document', () => {
    const withInvoices = demo.accounts.filter((a) => a.invoices.length > 0);
    expect(withInvoices.length).toBeGreaterThanOrEqual(4);
    for (const a of withInvoices) {
      expect(a.invoices).toHaveLength(INVOICE_MONTHS);
      const dates = a.invoices.map((i) => i.createDate);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    const all = withInvoices.flatMap((a) => a.invoices);
    expect(new Set(all.map((i) => i.invoiceStatus))).toEqual(new Set(['PAID', 'UNPAID']));
    expect(all.filter((i) => i.dueDate === undefined)).toHaveLength(1);
    expect(all.filter((i) => i.invoice.type === 'missing')).toHaveLength(1);
  });

  it('has third-party data inquiries in each status, on grid-consumption locations', () => {
    const inquiries = locations.flatMap((l) => l.inquiries);
    expect(new Set(inquiries.map((q) => q.status))).toEqual(new Set(InquiryStatus.options));
    for (const l of locations.filter((x) => x.inquiries.length > 0)) expect(l.agreements.some((a) => a.serviceType === 'consumption_grid')).toBe(true);
  });

  it('gives every customer working sign-in identities', () => {
    for (const c of demo.customers) {
      const s = c.signIn;
      expect(s.username && s.password, c.key).toBeTruthy();
      valid(PersonalId, s.personalId, `${c.key} personal id`);
      valid(AdminPersonalId, s.personalId, `${c.key} support-mode personal id`);
      valid(PhoneIdentity, s.phoneNumber, `${c.key} phone`);
      // EMAIL_LINK finds an account by its customer or organisation number: owners have one, a guest does not.
      const owns = demo.accounts.some((a) => a.members.some((m) => m.customer === c.key && m.role === 'OWNER'));
      expect(Boolean(s.customerId ?? s.organisationId), c.key).toBe(owns);
    }
    const unique = (xs: (string | undefined)[]) => new Set(xs).size === xs.length;
    expect(unique(demo.customers.map((c) => c.signIn.personalId))).toBe(true);
    expect(unique(demo.customers.map((c) => c.signIn.phoneNumber))).toBe(true);
    const customerIds = new Set(demo.accounts.map((a) => a.account.provider?.customerId));
    for (const c of demo.customers) if (c.signIn.customerId) expect(customerIds).toContain(c.signIn.customerId);
  });

  it('has one admin per staff scope and an inspector of existing accounts', () => {
    const scopes = new Set(demo.admins.map((a) => a.admin.scope));
    for (const s of AdminScope.options.filter((x) => !['USER', 'DEMO', 'REFRESH'].includes(x))) expect(scopes).toContain(s);
    expect(demo.admins.every((a) => a.password.length >= ADMIN_PASSWORD_MIN_LENGTH)).toBe(true);
    expect(new Set(demo.admins.map((a) => a.admin.email.toLowerCase())).size).toBe(demo.admins.length);
    const inspector = demo.admins.find((a) => a.inspects && a.inspects.length > 0);
    expect(inspector?.admin.scope).toBe('ORG_USER');
    const accountIds = new Set(demo.accounts.map((a) => a.account._id));
    expect(inspector?.inspects?.every((id) => accountIds.has(id))).toBe(true);
  });

  it('has jobs on every queue, some editable, and a few dynamic content items', () => {
    expect(new Set(demo.jobs.map((j) => j.queueType))).toEqual(new Set(QueueType.options));
    expect(demo.jobs.some((j) => j.editable) && demo.jobs.some((j) => !j.editable)).toBe(true);
    expect(demo.dynamicContent.length).toBeGreaterThanOrEqual(3);
  });

  it('publishes the Norwegian tenant of portal.md §1 and hides Hark from customers', () => {
    const portal = demo.releases.featureFlags.portal;
    expect(portal).toMatchObject({
      currency: 'NOK', languages: ['nn', 'nb'], signInMethods: ['OPENID_WEB_VIEW'], passwordEditingDisabled: true,
      contactEditingDisabled: true, showFullName: true, measurementDelayDays: 1, defaultAnalysis: 'consumption',
      changeInformationNotice: true, dashboardIframe: true,
    });
    expect(portal.accountIframeUrl).toBeDefined();
    expect(portal.agreementIframeUrl).toBeUndefined();
    expect(portal.chatWidgetVendor).toBeDefined();
    const configs = demo.releases.featureConfigurations;
    expect(configs.hark.visibleForCustomers).toBe(false);
    expect(configs.customerSupport.accessibilitySupportEmail).toMatch(/@/);
    const pub = toPublicFeatureConfigurations(configs);
    expect(pub.hark).toBeUndefined();
    expect(pub.customerSupport?.accessibilitySupportEmail).toBe(configs.customerSupport.accessibilitySupportEmail);
  });

  it('switches every console page on, the signs page among them, with signs to show', () => {
    const bridge = demo.releases.featureFlags.flags.filter((f) => f.context === 'bridge');
    expect(bridge.filter((f) => !f.enabled)).toEqual([]);
    expect(bridge.map((f) => f.key).sort()).toEqual([...ConsolePageFlag.options].sort());
    expect(signs.length).toBeGreaterThanOrEqual(1);
    for (const s of signs) valid(SignInput, s.input, `sign ${s.input.name}`);
    expect(new Set(signs.map((s) => s.input.priceZone)).size).toBe(signs.length);
  });

  it('gives a few customers a phone registered for pushes, with tokens of the platform\'s shape', () => {
    const owners = new Set(devices.map((d) => d.customer));
    expect(owners).toEqual(new Set(['kari', 'ingrid']));
    const userIds = new Map(demo.customers.map((c) => [c.key, c.user._id]));
    for (const d of devices) {
      valid(PushTokenBody, { token: d.token, platform: d.platform }, `push device of ${d.customer}`);
      expect(d.userId, d.customer).toBe(userIds.get(d.customer));
      expect(d.token, d.customer).toMatch(d.platform === 'ios' ? /^[0-9a-f]{64}$/ : /^[\w-]{22}:APA91b[\w-]{134}$/);
      expect(d.registeredAt.getTime()).toBeLessThan(today.getTime());
    }
    expect(new Set(devices.map((d) => d.platform))).toEqual(new Set(['ios', 'android']));
    expect(new Set(devices.map((d) => d.token)).size).toBe(devices.length);
    expect(fullDemoTenant({ ...config, organisation: 'OTHER' }, today).pushDevices?.[0]?.token).not.toBe(devices[0]?.token);
  });

  it('refuses an unknown tenant with a message naming the known ones', () => {
    expect(() => fullDemoTenant({ ...config, tenant: 'XX' }, today)).toThrow(/NO, SE/);
    expect(fullDemoTenant({ ...config, tenant: 'SE' }, today).releases.featureFlags.portal.currency).toBe('SEK');
  });
});
