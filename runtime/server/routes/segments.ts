/**
 * Handlers of the segments area (schemas/endpoints/segments.ts; back-office §3 Segment rule): the
 * console's live count of the customers a rule set matches. The body arrives validated against
 * SegmentRuleSet, so an operator that does not suit a value type is a 400 before this runs.
 */
import { segmentsArea } from '../../../schemas/endpoints/segments.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { organisationExists } from '../repositories/segment-facts.js';
import { countSegmentMatches } from '../segments/count-matches.js';

export const segmentsHandlers = defineHandlers(segmentsArea, {
  async countSegmentMatches({ params, body, services }) {
    if (!(await organisationExists(services.db, params.org))) throw problem('notFound', { message: `No organisation ${params.org}` });
    return { data: await countSegmentMatches(services.db, params.org, body, services.clock.now()) };
  },
});
