/**
 * Segments, base /v3/segments (back-office §3 Segment rule): the console's preview of who a rule set
 * targets before it is saved into modules, custom favorites or feature flags. Paths not shown:
 * docs/decisions.md "Segment match count".
 */
import { ok } from '../core/envelope.js';
import { SegmentMatchCount, SegmentRuleSet } from '../settings/segments.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrgParams } from './params.js';

export const segmentsArea = defineArea('segments', 'Segments: how many of the organisation\'s customers a rule set matches', {
  countSegmentMatches: endpoint({
    method: 'POST', path: '/v3/segments/count/{org}', summary: "Count the organisation's customers a segment rule set matches",
    description: 'Evaluated on the server against each customer\'s locations, services, agreements and home profiles; a customer matches when one of their locations does. No rules: every customer.',
    params: OrgParams, body: SegmentRuleSet,
    responses: { 200: ok(SegmentMatchCount), ...errors(404) }, access: access.segmentEditors,
    spec: ['back-office §3 Segment rule', 'back-office §3 Module'], decision: 'Segment match count',
  }),
});
