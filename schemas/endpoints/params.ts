/** Path parameter objects most areas share. */
import { z } from 'zod';
import { ObjectId, OrganisationCode } from '../core/primitives.js';

/** `{org}` in the path. */
export const OrgParams = z.object({ org: OrganisationCode });
/** `{organisation}` in the path. */
export const OrganisationParams = z.object({ organisation: OrganisationCode });
/** `{id}`: a 24-hex document id. */
export const IdParams = z.object({ id: ObjectId });
