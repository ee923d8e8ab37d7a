/** Path parameter objects most areas share. */
import { z } from 'zod';
import { ObjectId, OrganisationCode } from '../core/primitives.js';
import { LocationIdParams, SiteId } from '../location.js';

/** `{org}` in the path. */
export const OrgParams = z.object({ org: OrganisationCode });
/** `{organisation}` in the path. */
export const OrganisationParams = z.object({ organisation: OrganisationCode });
/** `{id}`: a 24-hex document id. */
export const IdParams = z.object({ id: ObjectId });
/** `{organisation}` and a document `{id}` (the account base's records: groups, prospects, dynamic content, ...). */
export const OrganisationIdParams = OrganisationParams.extend(IdParams.shape);
/** `/v4/{organisation}/account/sites/{id}`: a site is a portal location, by its `_id` (docs/decisions.md "Sites are the portal locations"). */
export const SiteParams = OrganisationParams.extend({ id: SiteId });
/** `/v4/{org}/locations/{id}`: a location by its 24-hex id. */
export const LocationParams = OrgParams.extend(LocationIdParams.shape);
