/**
 * Account creation logs and account prospects (platform-contract §7 Accounts; back-office §7 "Account
 * prospects and creation logs"), under the account base /v4/{organisation}/account. The prospects'
 * path is ours: /account-prospects (docs/decisions.md "Prospect paths"). Operation
 * names are the ones the console references.
 */
import { z } from 'zod';
import { NoContent, ok, paginated } from '../core/envelope.js';
import { Language } from '../core/primitives.js';
import { SearchQuery } from '../account.js';
import {
  AccountCreationLog, AccountProspect, CreateAccountProspectBody, ProspectStatus, ProspectValidationEmailBody, ResolveAccountProspectBody,
  UpdateAccountProspectBody,
} from '../prospect.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrganisationIdParams, OrganisationParams } from './params.js';

const BASE = '/v4/{organisation}/account' as const;
const LOGS = `${BASE}/account-creation-logs` as const;
const PROSPECTS = `${BASE}/account-prospects` as const;
const SPEC = ['platform-contract §7 Accounts', 'back-office §7 Account prospects and creation logs'] as const;

const PATHS = 'Prospect paths';
const MOVES = 'Prospect state machine and who may move it';
const RefQuery = z.object({ ref: z.string().min(1).meta({ description: 'The sign-in or prospect ref' }) });
const StatusSearchQuery = SearchQuery.extend({ status: ProspectStatus.optional() });

export const prospectsArea = defineArea('prospects', 'Account prospects (accounts being created) and account-creation logs', {
  listAccountCreationLogs: endpoint({
    method: 'GET', path: LOGS, summary: 'List the account-creation logs of a ref',
    params: OrganisationParams, query: RefQuery, responses: { 200: ok(z.array(AccountCreationLog)) },
    access: access.customerStaff, spec: SPEC,
  }),
  getAccountCreationLog: endpoint({
    method: 'GET', path: `${LOGS}/{id}`, summary: 'Read an account-creation log',
    params: OrganisationIdParams, responses: { 200: ok(AccountCreationLog), ...errors(404) },
    access: access.customerStaff, spec: SPEC,
  }),
  searchAccountCreationLogs: endpoint({
    method: 'GET', path: `${LOGS}/search`, summary: 'Search account-creation logs',
    params: OrganisationParams, query: StatusSearchQuery, responses: { 200: paginated(AccountCreationLog) },
    access: access.customerStaff, spec: SPEC, decision: 'Search queries',
  }),
  listAccountProspects: endpoint({
    method: 'GET', path: PROSPECTS, summary: 'List the prospects of a ref',
    params: OrganisationParams, query: RefQuery, responses: { 200: ok(z.array(AccountProspect)) },
    access: access.customerStaff, spec: SPEC, decision: PATHS,
  }),
  getAccountProspect: endpoint({
    method: 'GET', path: `${PROSPECTS}/{id}`, summary: 'Read a prospect',
    params: OrganisationIdParams, responses: { 200: ok(AccountProspect), ...errors(404) },
    access: access.customerStaff, spec: SPEC, decision: PATHS,
  }),
  searchAccountProspects: endpoint({
    method: 'GET', path: `${PROSPECTS}/search`, summary: 'Search prospects',
    params: OrganisationParams, query: StatusSearchQuery, responses: { 200: paginated(AccountProspect) },
    access: access.customerStaff, spec: SPEC, decision: 'Search queries',
  }),
  createAccountProspect: endpoint({
    method: 'POST', path: PROSPECTS, summary: 'Start creating an account: register a prospect (sign-up)',
    description: 'Needs no token: the prospect ref it answers is what the sign-up continues with.',
    params: OrganisationParams, query: z.object({ language: Language.optional().meta({ description: 'Language of the e-mails sent' }) }),
    body: CreateAccountProspectBody, responses: { 201: ok(AccountProspect), ...errors(409, 429) },
    access: access.public, spec: SPEC, decision: PATHS,
  }),
  sendProspectValidationEmail: endpoint({
    method: 'PUT', path: `${PROSPECTS}/validation-email`, summary: "Send (again) the e-mail that validates a prospect's address",
    params: OrganisationParams, query: RefQuery, body: ProspectValidationEmailBody, responses: { 202: NoContent, ...errors(404, 429) },
    access: access.public, spec: SPEC, decision: PATHS,
  }),
  updateAccountProspect: endpoint({
    method: 'PUT', path: PROSPECTS, summary: 'Update a prospect by its ref',
    description: "A new owner e-mail voids the outstanding code and a validation already made; a new owner, site or account type voids staff's confirmation of the provider customer.",
    params: OrganisationParams, query: RefQuery, body: UpdateAccountProspectBody, responses: { 200: ok(AccountProspect), ...errors(404, 409) },
    access: access.public, spec: SPEC, decision: MOVES,
  }),
  resolveAccountProspect: endpoint({
    method: 'PUT', path: `${PROSPECTS}/{id}/provider`, summary: "Confirm or refuse a CUSTOMER prospect's provider customer",
    description: 'Customer staff (or the provider integration) state whether the person is the energy-provider customer the prospect names. The account is made once the owner is proven too.',
    params: OrganisationIdParams, body: ResolveAccountProspectBody, responses: { 200: ok(AccountProspect), ...errors(404, 409) },
    access: access.customerStaff, spec: SPEC, decision: MOVES,
  }),
});
