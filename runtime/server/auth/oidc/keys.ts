/**
 * The identity provider's signing key and cookie keys, made once and kept sealed in `server_keys`
 * (key-store.ts), so a restart neither invalidates ID tokens in flight nor signs users out of the
 * IdP, and a copy of the database alone holds no usable private key.
 */
import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { KeyStore } from '../../key-store.js';

/** RS256: the default ID-token algorithm of OpenID Connect, so every relying party accepts it unconfigured. */
const ALG = 'RS256';

export async function idpSigningKeys(keys: KeyStore): Promise<{ keys: JWK[] }> {
  const jwk = await keys.persisted<JWK>('oidc-jwks', async () => {
    const pair = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
    const made = await exportJWK(pair.privateKey);
    return { ...made, alg: ALG, use: 'sig', kid: await calculateJwkThumbprint(made) };
  });
  return { keys: [jwk] };
}

export async function idpCookieKeys(keys: KeyStore): Promise<string[]> {
  return keys.persisted<string[]>('oidc-cookie-keys', () => [randomBytes(32).toString('base64url')]);
}
