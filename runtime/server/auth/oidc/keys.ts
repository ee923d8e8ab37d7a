/**
 * The identity provider's signing key and cookie keys, made once and kept in `server_keys`, so a
 * restart neither invalidates ID tokens in flight nor signs users out of the IdP.
 */
import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/database.js';
import { persistedKey } from './repository.js';

/** RS256: the default ID-token algorithm of OpenID Connect, so every relying party accepts it unconfigured. */
const ALG = 'RS256';

export async function idpSigningKeys(db: Db): Promise<{ keys: JWK[] }> {
  const jwk = await persistedKey<JWK>(db, 'oidc-jwks', async () => {
    const pair = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
    const made = await exportJWK(pair.privateKey);
    return { ...made, alg: ALG, use: 'sig', kid: await calculateJwkThumbprint(made) };
  });
  return { keys: [jwk] };
}

export async function idpCookieKeys(db: Db): Promise<string[]> {
  return persistedKey<string[]>(db, 'oidc-cookie-keys', () => [randomBytes(32).toString('base64url')]);
}
