/**
 * API tokens as bearer values (back-office §3 ApiToken): looked up by their SHA-256, honouring
 * expiresAt and revokedAt, noting lastUsedAt.
 */
import type { Db } from '../db/database.js';
import type { Clock } from '../clock.js';
import type { ApiTokenPrincipal } from './principal.js';
import { tokenHash } from '../ids.js';
import { useToken } from '../repositories/api-tokens.js';

/** Values we issue are base64url of 32 bytes; anything far off that shape is not worth a lookup. */
const TOKEN_SHAPE = /^[\w-]{16,256}$/;

export function apiTokenVerifier(db: Db, clock: Clock): (token: string) => Promise<ApiTokenPrincipal | undefined> {
  return async (token) => {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const row = await useToken(db, tokenHash(token), clock.now());
    return row && { kind: 'apiToken', tokenId: row.id, organisation: row.organisation, scopes: row.scopes };
  };
}
