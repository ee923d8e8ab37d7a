/**
 * How many of an organisation's customers a segment rule set matches (docs/decisions.md "Segment
 * match count"). A customer is a user holding a customer role (not INSPECTOR) on one of the
 * organisation's accounts; they match when the rule set holds at one of their kept locations (each
 * read with their role on its account), or, on an account without locations, with no location at
 * all. Customers are read in batches by id, so memory stays bounded however many meters there are.
 */
import type { UserRole } from '../../../schemas/account.js';
import type { SegmentMatchCount, SegmentRuleSet } from '../../../schemas/settings/segments.js';
import { homeProfileOf, segmentFactsOf, type SegmentFactsInput } from '../../format/segment-facts.js';
import { matchesRuleSet } from '../../format/segment-rules.js';
import type { Queryable } from '../db/database.js';
import { segmentFactBatch, type SegmentFactRow } from '../repositories/segment-facts.js';

/** Customers read per batch (four statements): a few thousand rows, well inside memory. */
export const SEGMENT_BATCH = 1000;
const OWNER_ROLES: readonly UserRole[] = ['OWNER', 'BS_OWNER'];

function factsInputOf(r: SegmentFactRow): SegmentFactsInput {
  const isAccountOwner = OWNER_ROLES.includes(r.role);
  if (r.location_id === null || r.price_zone === null) return { isAccountOwner, location: null };
  return {
    isAccountOwner,
    location: {
      priceZone: r.price_zone,
      zipCode: r.zip_code ?? '',
      city: r.city ?? '',
      services: r.services ?? [],
      agreementTypes: r.agreement_types ?? [],
      homeProfile: homeProfileOf(r.extra, r.properties),
    },
  };
}

export async function countSegmentMatches(q: Queryable, organisation: string, set: SegmentRuleSet, now: Date, batch = SEGMENT_BATCH): Promise<SegmentMatchCount> {
  const today = now.toISOString().slice(0, 10);
  let after = '';
  let matched = 0;
  let total = 0;
  for (;;) {
    const { rows, last, customers } = await segmentFactBatch(q, organisation, after, batch, today);
    const matching = new Set<string>();
    for (const r of rows) {
      if (!matching.has(r.user_id) && matchesRuleSet(set, segmentFactsOf(factsInputOf(r), now))) matching.add(r.user_id);
    }
    matched += matching.size;
    total += customers;
    if (last === undefined || customers < batch) return { matched, total };
    after = last;
  }
}
