/**
 * Signs, base /v3/signs (back-office §1, §2 name the page only; the calls are ours): the organisation's
 * display screens, managed by console staff, and each screen's public display data.
 */
import { z } from 'zod';
import { NoContent, ok } from '../core/envelope.js';
import { Sign, SignDisplay, SignInput } from '../sign.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrganisationIdParams, OrganisationParams } from './params.js';

const SPEC = ['back-office §1', 'back-office §2'] as const;

export const signsArea = defineArea('signs', "Signs: the organisation's public display screens and what each shows", {
  listSigns: endpoint({
    method: 'GET', path: '/v3/signs/{organisation}', summary: "List the organisation's signs, by name",
    params: OrganisationParams, responses: { 200: ok(z.array(Sign)) }, access: access.console, spec: SPEC, decision: 'Signs',
  }),
  createSign: endpoint({
    method: 'POST', path: '/v3/signs/{organisation}', summary: 'Create a sign',
    params: OrganisationParams, body: SignInput, responses: { 201: ok(Sign) }, access: access.contentEditors, spec: SPEC, decision: 'Signs',
  }),
  getSign: endpoint({
    method: 'GET', path: '/v3/signs/{organisation}/{id}', summary: 'Read a sign',
    params: OrganisationIdParams, responses: { 200: ok(Sign), ...errors(404) }, access: access.console, spec: SPEC, decision: 'Signs',
  }),
  updateSign: endpoint({
    method: 'PUT', path: '/v3/signs/{organisation}/{id}', summary: 'Change a sign (the whole sign is sent)',
    params: OrganisationIdParams, body: SignInput, responses: { 200: ok(Sign), ...errors(404) }, access: access.contentEditors, spec: SPEC, decision: 'Signs',
  }),
  deleteSign: endpoint({
    method: 'DELETE', path: '/v3/signs/{organisation}/{id}', summary: 'Delete a sign (its screen then shows that it is gone)',
    params: OrganisationIdParams, responses: { 204: NoContent, ...errors(404) }, access: access.contentEditors, spec: SPEC, decision: 'Signs',
  }),
  getSignDisplay: endpoint({
    method: 'GET', path: '/v3/signs/{organisation}/{id}/display', summary: 'What a sign shows now: today\'s spot prices, the CO2 intensity, its message',
    description: 'Public: the screen in a lobby holds no token. A switched-off or unknown sign answers 404.',
    params: OrganisationIdParams, responses: { 200: ok(SignDisplay), ...errors(404) }, access: access.public, spec: SPEC, decision: 'Signs',
  }),
});
