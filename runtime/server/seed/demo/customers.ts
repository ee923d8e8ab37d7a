/**
 * The demo people (issue 3 §6): who they are, how they sign in and what each one shows. The README
 * identity table is written from these. Passwords are demo passwords, printed on purpose.
 */
import type { User } from '../../../../schemas/account.js';
import { stableId } from '../../ids.js';
import type { DemoCustomer, DemoSignIn } from '../demo-tenant.js';
import { norwegianOrganisationNumber, swedishPersonalId } from './identity-numbers.js';

/** The organisation number of the business customer: found by EMAIL_LINK organisationId (accounts.customer_id). */
export const BAKERY_ORGANISATION_NUMBER = norwegianOrganisationNumber('91234568');

interface Person {
  readonly key: string;
  readonly description: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly language: User['language'];
  readonly address: string;
  readonly area: string;
  readonly city: string;
  /** The provider customer number of the account this person owns (absent for guests). */
  readonly customerNumber?: string;
  readonly owner: boolean;
  readonly signIn: DemoSignIn;
}

const PEOPLE: readonly Person[] = [
  {
    key: 'kari',
    description: 'Private customer in Oslo (NO1), one flat; owner of an account that Ola is a guest on',
    firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.no', language: 'nb',
    address: 'Thorvald Meyers gate 12', area: 'Oslo', city: 'Oslo', customerNumber: '100001', owner: true,
    // Username and password are fixed: other tests sign in as kari / demo-kari-1.
    signIn: { username: 'kari', password: 'demo-kari-1', personalId: swedishPersonalId('19850312', '238'), phoneNumber: '+4791234567', customerId: '100001' },
  },
  {
    key: 'ola',
    description: "Guest on Kari's account (sees her flat, owns nothing)",
    firstName: 'Ola', lastName: 'Nordmann', email: 'ola@example.no', language: 'nb',
    address: 'Thorvald Meyers gate 12', area: 'Oslo', city: 'Oslo', owner: false,
    signIn: { username: 'ola', password: 'demo-ola-1', personalId: swedishPersonalId('19830704', '517'), phoneNumber: '+4792345678' },
  },
  {
    key: 'ingrid',
    description: 'Private customer in Bergen (NO5) with several locations: house with solar panels and district heating, and a cabin being moved in (ACTIVE_PROCESS, NO3)',
    firstName: 'Ingrid', lastName: 'Haugland-Vik', email: 'ingrid@example.no', language: 'nn',
    address: 'Kalfarveien 31', area: 'Vestland', city: 'Bergen', customerNumber: '100002', owner: true,
    signIn: { username: 'ingrid', password: 'demo-ingrid-1', personalId: swedishPersonalId('19720221', '364'), phoneNumber: '+4793456789', customerId: '100002' },
  },
  {
    key: 'lars',
    description: 'New customer in Stavanger (NO2): delivery starts in a few weeks (PENDING), no invoices yet',
    firstName: 'Lars', lastName: 'Eriksen', email: 'lars@example.no', language: 'nb',
    address: 'Pedersgata 48', area: 'Rogaland', city: 'Stavanger', customerNumber: '100003', owner: true,
    signIn: { username: 'lars', password: 'demo-lars-1', personalId: swedishPersonalId('19950918', '142'), phoneNumber: '+4794567890', customerId: '100003' },
  },
  {
    key: 'sigrid',
    description: 'Private customer in Tromsø (NO4): fixed price, heating, water and broadband, home profile not filled',
    firstName: 'Sigrid', lastName: 'Johansen', email: 'sigrid@example.no', language: 'nb',
    address: 'Storgata 88', area: 'Troms', city: 'Tromsø', customerNumber: '100004', owner: true,
    signIn: { username: 'sigrid', password: 'demo-sigrid-1', personalId: swedishPersonalId('19600530', '781'), phoneNumber: '+4795678901', customerId: '100004' },
  },
  {
    key: 'erik',
    description: 'Swedish private customer in Stockholm (SE3), mixed agreement, invoices opened at the provider',
    firstName: 'Erik', lastName: 'Lindqvist', email: 'erik@example.se', language: 'sv',
    address: 'Götgatan 21', area: 'Stockholm', city: 'Stockholm', customerNumber: '200001', owner: true,
    signIn: { username: 'erik', password: 'demo-erik-1', personalId: swedishPersonalId('19781105', '659'), phoneNumber: '+46701234567', customerId: '200001' },
  },
  {
    key: 'hilde',
    description: `Business customer Nordlys Bakeri AS in Trondheim (NO3), organisation number ${BAKERY_ORGANISATION_NUMBER}, 15-minute metering`,
    firstName: 'Hilde', lastName: 'Berg', email: 'hilde@nordlysbakeri.example', language: 'nb',
    address: 'Olav Tryggvasons gate 5', area: 'Trøndelag', city: 'Trondheim', customerNumber: BAKERY_ORGANISATION_NUMBER, owner: true,
    signIn: { username: 'hilde', password: 'demo-hilde-1', personalId: swedishPersonalId('19690412', '903'), phoneNumber: '+4796789012', organisationId: BAKERY_ORGANISATION_NUMBER },
  },
];

/** The demo customers of organisation `org`, ids from stableId('<org>:user:<key>'). */
export function demoCustomers(org: string): DemoCustomer[] {
  return PEOPLE.map((p) => ({
    key: p.key,
    description: p.description,
    signIn: p.signIn,
    user: {
      _id: stableId(`${org}:user:${p.key}`),
      firstName: p.firstName,
      lastName: p.lastName,
      fullName: `${p.firstName} ${p.lastName}`,
      email: p.email,
      ...(p.signIn.phoneNumber ? { phoneNumber: p.signIn.phoneNumber } : {}),
      ...(p.signIn.username ? { username: p.signIn.username } : {}),
      language: p.language,
      ...(p.customerNumber ? { customerNumber: p.customerNumber } : {}),
      accountOwner: p.owner,
      address: p.address,
      area: p.area,
      city: p.city,
    },
  }));
}
