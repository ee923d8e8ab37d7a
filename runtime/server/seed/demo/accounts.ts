/**
 * The demo accounts: who is on each, their locations (with agreements, third-party data inquiries and
 * home profiles), 24 months of invoices and a support thread. Together they cover issue 3 §6: one
 * location and several; price zones NO1–NO5 and SE3; ACTIVE, PENDING (start ahead) and ACTIVE_PROCESS;
 * a private and a business customer; an OWNER with a GUEST; every service type the portal shows; every
 * agreement type; paid and unpaid invoices, one without a due date and one without a document;
 * inquiries in each status; a filled home profile and empty ones.
 */
import type { Account, AccountType, UserRole } from '../../../../schemas/account.js';
import type { Invoice } from '../../../../schemas/invoice.js';
import type { InquiryStatus, ThirdPartyDataInquiry } from '../../../../schemas/agreement.js';
import { stableId } from '../../ids.js';
import type { DemoAccount, DemoCustomer, DemoLocation } from '../demo-tenant.js';
import { addDays, addMonths } from './calendar.js';
import { buildAgreement, NORWEGIAN_UNITS, SWEDISH_UNITS, type AgreementSpec, type Units } from './agreements.js';
import { buildInvoices, type InvoiceSpec } from './invoices.js';
import { buildLocation, type LocationSpec } from './locations.js';
import { supportThread } from './support-messages.js';
import { LOCATION_SPECS } from './location-specs.js';

interface AccountSpec {
  readonly key: string;
  readonly type: AccountType;
  readonly customerNumber: string;
  /** Months before the seeding month that the account was created. */
  readonly ageMonths: number;
  readonly members: readonly { readonly customer: string; readonly role: UserRole }[];
  readonly locations: readonly string[];
  readonly units: Units;
  readonly invoices?: InvoiceSpec;
}

const ACCOUNTS: readonly AccountSpec[] = [
  {
    key: 'kari', type: 'CUSTOMER', customerNumber: '100001', ageMonths: 30, units: NORWEGIAN_UNITS,
    members: [{ customer: 'kari', role: 'OWNER' }, { customer: 'ola', role: 'GUEST' }],
    locations: ['kari-flat'],
    invoices: { customerNumber: '100001', currency: 'NOK', averageAmount: 1180, averageKwh: 640, objectType: 'pdf', paymentMethod: 'e-faktura', unpaid: 2, withoutDueDate: 4, missingDocument: 9 },
  },
  {
    key: 'ingrid', type: 'CUSTOMER', customerNumber: '100002', ageMonths: 36, units: NORWEGIAN_UNITS,
    members: [{ customer: 'ingrid', role: 'OWNER' }],
    locations: ['ingrid-house', 'ingrid-cabin', 'ingrid-solar'],
    invoices: { customerNumber: '100002', currency: 'NOK', averageAmount: 2450, averageKwh: 1650, objectType: 'pdf', paymentMethod: 'autogiro', unpaid: 1 },
  },
  {
    key: 'lars', type: 'CUSTOMER', customerNumber: '100003', ageMonths: 0, units: NORWEGIAN_UNITS,
    members: [{ customer: 'lars', role: 'OWNER' }],
    locations: ['lars-flat'],
  },
  {
    key: 'sigrid', type: 'CUSTOMER', customerNumber: '100004', ageMonths: 40, units: NORWEGIAN_UNITS,
    members: [{ customer: 'sigrid', role: 'OWNER' }],
    locations: ['sigrid-house'],
    invoices: { customerNumber: '100004', currency: 'NOK', averageAmount: 1890, averageKwh: 1320, objectType: 'pdf', paymentMethod: 'paper', unpaid: 0, dueDays: 14 },
  },
  {
    key: 'erik', type: 'CUSTOMER', customerNumber: '200001', ageMonths: 28, units: SWEDISH_UNITS,
    members: [{ customer: 'erik', role: 'OWNER' }],
    locations: ['erik-flat'],
    invoices: { customerNumber: '200001', currency: 'SEK', averageAmount: 640, averageKwh: 260, objectType: 'external', paymentMethod: 'autogiro', unpaid: 1, dueDays: 30 },
  },
  {
    key: 'bakery', type: 'BUSINESS', customerNumber: '', ageMonths: 48, units: NORWEGIAN_UNITS,
    members: [{ customer: 'hilde', role: 'OWNER' }],
    locations: ['bakery'],
    invoices: { customerNumber: '', currency: 'NOK', averageAmount: 14_600, averageKwh: 9800, objectType: 'pdf', paymentMethod: 'email', unpaid: 3, dueDays: 30 },
  },
];

/** Third-party data inquiries by location key: who asked for the meter data, how many days ago, and the answer. */
const INQUIRIES: Readonly<Record<string, readonly (readonly [string, number, InquiryStatus])[]>> = {
  'kari-flat': [['Ladeklar AS', 3, 'pending'], ['Varmepumpeservice Oslo AS', 40, 'accepted'], ['Strømsjekk Norge AS', 95, 'rejected']],
  'ingrid-house': [['Solcellespesialisten Vest AS', 120, 'accepted']],
  bakery: [['Energirådgiving Midt AS', 6, 'pending'], ['Enøk-partner Trøndelag AS', 200, 'rejected']],
};

function inquiriesOf(org: string, locationKey: string, base: Date): ThirdPartyDataInquiry[] {
  return (INQUIRIES[locationKey] ?? []).map(([inquirer, daysAgo, status], i) => ({
    _id: stableId(`${org}:inquiry:${locationKey}:${i}`),
    inquirer,
    inquiryDate: addDays(base, -daysAgo),
    status,
  }));
}

function location(org: string, accountId: string, spec: LocationSpec & { agreements: readonly AgreementSpec[] }, units: Units, base: Date): DemoLocation {
  return {
    location: buildLocation(org, accountId, spec, base),
    agreements: spec.agreements.map((a) => buildAgreement(a, units)),
    inquiries: inquiriesOf(org, spec.key, base),
    ...(spec.homeProfile ? { homeProfile: spec.homeProfile } : {}),
  };
}

/** The demo accounts of organisation `org`, counted from `base` (the first of the seeding month). */
export function demoAccounts(org: string, customers: readonly DemoCustomer[], businessNumber: string, base: Date): DemoAccount[] {
  const byKey = new Map(customers.map((c) => [c.key, c]));
  const specs = LOCATION_SPECS(base);
  return ACCOUNTS.map((a) => {
    const accountId = stableId(`${org}:account:${a.key}`);
    const customerNumber = a.type === 'BUSINESS' ? businessNumber : a.customerNumber;
    const people = a.members.map((m) => {
      const c = byKey.get(m.customer);
      if (!c) throw new Error(`Demo account ${a.key}: no customer ${m.customer}`);
      return { ...m, user: c.user };
    });
    const owner = people.find((p) => p.role === 'OWNER') ?? people[0];
    if (!owner) throw new Error(`Demo account ${a.key} has no members`);
    const account: Account = {
      _id: accountId,
      accountType: a.type,
      organisation: org,
      createdAt: addDays(addMonths(base, -a.ageMonths), 14),
      lastSeen: a.ageMonths === 0 ? null : addDays(base, -2),
      users: people.map((p) => ({
        userId: p.user._id, role: p.role,
        ...(p.user.email ? { email: p.user.email } : {}),
        ...(p.user.firstName ? { firstName: p.user.firstName } : {}),
        ...(p.user.lastName ? { lastName: p.user.lastName } : {}),
        ...(p.user.phoneNumber ? { phoneNumber: p.user.phoneNumber } : {}),
      })),
      accountOwner: {
        _id: owner.user._id, email: owner.user.email ?? `${a.key}@example.no`,
        ...(owner.user.firstName ? { firstName: owner.user.firstName } : {}),
        ...(owner.user.lastName ? { lastName: owner.user.lastName } : {}),
        ...(owner.user.phoneNumber ? { phoneNumber: owner.user.phoneNumber } : {}),
      },
      // The business account's customer id IS its organisation number: EMAIL_LINK organisationId finds it there.
      provider: { customerId: customerNumber },
    };
    const invoices: Invoice[] = a.invoices ? buildInvoices({ ...a.invoices, customerNumber }, base) : [];
    return {
      account,
      members: a.members,
      locations: a.locations.map((key) => {
        const spec = specs[key];
        if (!spec) throw new Error(`Demo account ${a.key}: no location ${key}`);
        return location(org, accountId, spec, a.units, base);
      }),
      invoices,
      supportMessages: supportThread(org, a.key, accountId, owner.user._id, base),
    };
  });
}
