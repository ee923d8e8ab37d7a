/**
 * Inspectors (platform-contract §7 Accounts "Inspectors", back-office §7 Inspectors; platform-contract
 * §6 "Admins may assign inspectors to accounts and remove them"), under the account base
 * /v4/{organisation}/account. Operation names are the ones the console references.
 */
import { z } from 'zod';
import { ok } from '../core/envelope.js';
import { ObjectId } from '../core/primitives.js';
import { AssignInspectorBody, CreateInspectorUserBody, Inspector, RemoveInspectorsBody, RequiredAccountId } from '../account.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrganisationParams } from './params.js';

const BASE = '/v4/{organisation}/account/inspectors' as const;
const SPEC = ['platform-contract §7 Accounts', 'back-office §7 Inspectors', 'platform-contract §6'] as const;

/** docs/decisions.md "Admin functions": who manages inspectors. */
const manage = access.staff('ADMIN', 'SUPPORT', 'ORG_ADMIN', 'ORG_SUPPORT');

export const inspectorsArea = defineArea('inspectors', 'Inspectors: admins who may sign in on behalf of customer accounts', {
  createInspectorUser: endpoint({
    method: 'POST', path: `${BASE}/user`, summary: 'Create an inspector user for an e-mail address under the organisation',
    description:
      'A new e-mail answers 201: an ORG_USER admin of the organisation with a users row of the same id, and a set-password e-mail. ' +
      'An e-mail that already is an inspector of the organisation answers 200 with that inspector and changes nothing, so staff who ' +
      'may not look admins up can still assign a known inspector. An e-mail of any other admin (another scope, or another ' +
      "organisation's) answers 409.",
    params: OrganisationParams, body: CreateInspectorUserBody, responses: { 200: ok(Inspector), 201: ok(Inspector), ...errors(409) },
    access: manage, spec: SPEC, decision: 'Inspector',
  }),
  getInspector: endpoint({
    method: 'GET', path: `${BASE}/{id}`, summary: 'Read an inspector and the accounts assigned',
    params: OrganisationParams.extend({ id: ObjectId.meta({ description: 'The admin id' }) }), responses: { 200: ok(Inspector), ...errors(404) },
    access: manage, spec: SPEC, decision: 'Inspector',
  }),
  assignInspector: endpoint({
    method: 'POST', path: BASE, summary: 'Assign an inspector to an account',
    params: OrganisationParams, body: AssignInspectorBody, responses: { 200: ok(Inspector), ...errors(404, 409) },
    access: manage, spec: SPEC, decision: 'Inspector',
  }),
  removeInspector: endpoint({
    method: 'DELETE', path: `${BASE}/{accountId}`, summary: 'Remove an inspector from an account',
    params: OrganisationParams.extend({ accountId: RequiredAccountId }), query: z.object({ adminId: ObjectId }),
    responses: { 200: ok(Inspector), ...errors(404) },
    access: manage, spec: SPEC, decision: 'Inspector',
  }),
  removeInspectors: endpoint({
    method: 'DELETE', path: BASE, summary: 'Remove an inspector from several accounts',
    params: OrganisationParams, body: RemoveInspectorsBody, responses: { 200: ok(Inspector), ...errors(404) },
    access: manage, spec: SPEC, decision: 'Inspector',
  }),
});
