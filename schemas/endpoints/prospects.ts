/**
 * Account creation logs and account prospects (platform-contract §7 Accounts; back-office §7 "Account
 * prospects and creation logs"), under the account base /v4/{organisation}/account. The prospects'
 * path is ours: /account-prospects (docs/decisions.md "Prospect paths"). Operation
 * names are the ones the console references.
 */
import { z } from 'zod';
import { NoContent, ok, paginated } from '../core/envelope.js';
import { Language, ObjectId, OrganisationCode } from '../core/primitives.js';
import { SearchQuery } from '../account.js';
import {
  AccountCreationLog, AccountProspect, CreateAccountProspectBody, ProspectStatus, ProspectValidationEmailBody, UpdateAccountProspectBody,
} from '../prospect.js';
import { CUSTOMER_STAFF, access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';

const BASE = '/v4/{organisation}/account' as const;
const LOGS = `${BASE}/account-creation-logs` as const;
const PROSPECTS = `${BASE}/account-prospects` as const;
const SPEC = ['platform-contract §7 Accounts', 'back-office §7 Account prospects and creation logs'] as const;

const Org = z.object({ organisation: OrganisationCode });
const IdParams = Org.extend({ id: ObjectId });
const RefQuery = z.object({ ref: z.string().min(1).meta({ description: 'The sign-in or prospect ref' }) });
const staffRead = access.staff(...CUSTOMER_STAFF);

export const prospectsArea = defineArea('prospects', 'Account prospects (accounts being created) and account-creation logs', {
  listAccountCreationLogs: endpoint({
    method: 'GET', path: LOGS, summary: 'List the account-creation logs of a ref',
    params: Org, query: RefQuery, responses: { 200: ok(z.array(AccountCreationLog)) },
    access: staffRead, spec: SPEC,
  }),
  getAccountCreationLog: endpoint({
    method: 'GET', path: `${LOGS}/{id}`, summary: 'Read an account-creation log',
    params: IdParams, responses: { 200: ok(AccountCreationLog), ...errors(404) },
    access: staffRead, spec: SPEC,
  }),
  searchAccountCreationLogs: endpoint({
    method: 'GET', path: `${LOGS}/search`, summary: 'Search account-creation logs',
    params: Org, query: SearchQuery.extend({ status: ProspectStatus.optional() }), responses: { 200: paginated(AccountCreationLog) },
    access: staffRead, spec: SPEC, decision: 'Search queries',
  }),
  listAccountProspects: endpoint({
    method: 'GET', path: PROSPECTS, summary: 'List the prospects of a ref',
    params: Org, query: RefQuery, responses: { 200: ok(z.array(AccountProspect)) },
    access: staffRead, spec: SPEC, decision: 'Prospect paths',
  }),
  getAccountProspect: endpoint({
    method: 'GET', path: `${PROSPECTS}/{id}`, summary: 'Read a prospect',
    params: IdParams, responses: { 200: ok(AccountProspect), ...errors(404) },
    access: staffRead, spec: SPEC, decision: 'Prospect paths',
  }),
  searchAccountProspects: endpoint({
    method: 'GET', path: `${PROSPECTS}/search`, summary: 'Search prospects',
    params: Org, query: SearchQuery.extend({ status: ProspectStatus.optional() }), responses: { 200: paginated(AccountProspect) },
    access: staffRead, spec: SPEC, decision: 'Search queries',
  }),
  createAccountProspect: endpoint({
    method: 'POST', path: PROSPECTS, summary: 'Start creating an account: register a prospect (sign-up)',
    description: 'Needs no token: the prospect ref it answers is what the sign-up continues with.',
    params: Org, query: z.object({ language: Language.optional().meta({ description: 'Language of the e-mails sent' }) }),
    body: CreateAccountProspectBody, responses: { 201: ok(AccountProspect), ...errors(409) },
    access: access.public, spec: SPEC, decision: 'Prospect paths',
  }),
  sendProspectValidationEmail: endpoint({
    method: 'PUT', path: `${PROSPECTS}/validation-email`, summary: "Send (again) the e-mail that validates a prospect's address",
    params: Org, query: RefQuery, body: ProspectValidationEmailBody, responses: { 202: NoContent, ...errors(404) },
    access: access.public, spec: SPEC, decision: 'Prospect paths',
  }),
  updateAccountProspect: endpoint({
    method: 'PUT', path: PROSPECTS, summary: 'Update a prospect by its ref',
    params: Org, query: RefQuery, body: UpdateAccountProspectBody, responses: { 200: ok(AccountProspect), ...errors(404, 409) },
    access: access.public, spec: SPEC, decision: 'Prospect paths',
  }),
});
