/**
 * The server's private keys at rest (JWT signing key, the identity provider's signing and cookie
 * keys): made once, kept in `server_keys` sealed by the secret box (SECRETS_KEY), so a copy of the
 * database alone signs nothing. `sealAtRest` runs at every start: it seals keys a database from
 * before sealing still holds in clear, and during a rotation re-seals with SECRETS_KEY whatever
 * SECRETS_KEY_PREVIOUS sealed (these keys and the organisations' secrets), so the old key can go.
 * Before both, `assertSecretsKeyOpens` refuses a key that is not the one the database's values were
 * sealed with, as every server on one database must share it.
 */
import type { Db } from './db/database.js';
import type { SecretBox } from './secret-box.js';
import { anySealedValue, insertServerKey, resealServerKey, sealClearServerKey, serverKey, serverKeys } from './repositories/server-keys.js';
import { resealSecret, sealedSecrets } from './repositories/secrets.js';

export interface KeyStore {
  /** The key `name`, made by `make` on first use; two servers starting at once both use the first one written. */
  persisted<T>(name: string, make: () => Promise<T> | T): Promise<T>;
}

const sealJson = (box: SecretBox, value: unknown): Buffer => box.seal(JSON.stringify(value));

/** The server_keys row whose sealed value says which secrets key the database belongs to. */
export const SECRETS_KEY_CHECK = 'secrets-key-check';

export const SECRETS_KEY_MISMATCH = 'SECRETS_KEY does not open the secrets and keys stored in this database: every server on one '
  + 'DATABASE_URL needs the same SECRETS_KEY (while rotating, the old key in SECRETS_KEY_PREVIOUS; a server without SECRETS_KEY '
  + 'uses its own DATA_DIR/secrets.key, which no other server has). README "Configuration".';

function opens(box: SecretBox, sealed: Buffer): boolean {
  try {
    box.open(sealed);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses, before anything is sealed or opened with it, a secrets key that is not the database's
 * (docs/decisions.md "One secrets key for every server"): a server started with another key would
 * otherwise run and answer 500 at the first secret it reads. What is stored is tried first, as a
 * database from before the check value has none; the check value is then written by the first server
 * ever to start, so of two servers starting together on an empty database with different keys one
 * refuses before it has sealed a key the other cannot open.
 */
export async function assertSecretsKeyOpens(db: Db, box: SecretBox): Promise<void> {
  const stored = await anySealedValue(db);
  if (stored && !opens(box, stored)) throw new Error(SECRETS_KEY_MISMATCH);
  await insertServerKey(db, SECRETS_KEY_CHECK, sealJson(box, SECRETS_KEY_CHECK));
  const check = await serverKey(db, SECRETS_KEY_CHECK);
  if (check?.sealed && !opens(box, check.sealed)) throw new Error(SECRETS_KEY_MISMATCH);
}

export function keyStore(db: Db, box: SecretBox): KeyStore {
  return {
    async persisted<T>(name: string, make: () => Promise<T> | T): Promise<T> {
      let found = await serverKey(db, name);
      if (!found) {
        await insertServerKey(db, name, sealJson(box, await make()));
        found = (await serverKey(db, name))!;
      }
      if (found.sealed) return JSON.parse(box.open(found.sealed)) as T;
      // Written in clear by a server from before sealing while this one started: seal it now.
      await sealClearServerKey(db, name, sealJson(box, found.clear));
      return found.clear as T;
    },
  };
}

export interface SealReport {
  /** Keys that were kept in clear and are sealed now. */
  readonly sealed: number;
  /** Keys and secrets moved from SECRETS_KEY_PREVIOUS to SECRETS_KEY. */
  readonly resealed: number;
}

/** Seals clear keys and re-seals what the previous key sealed; throws (the server does not start) when a value opens with neither key. */
export async function sealAtRest(db: Db, box: SecretBox): Promise<SealReport> {
  let sealed = 0;
  let resealed = 0;
  for (const key of await serverKeys(db)) {
    if (!key.sealed) {
      if (await sealClearServerKey(db, key.name, sealJson(box, key.clear))) sealed += 1;
      continue;
    }
    const next = reseal(box, key.sealed, `server key ${key.name}`);
    if (next && (await resealServerKey(db, key.name, key.sealed, next))) resealed += 1;
  }
  for (const secret of await sealedSecrets(db)) {
    const next = reseal(box, secret.sealed, `secret ${secret.id}`);
    if (next && (await resealSecret(db, secret.id, secret.sealed, next))) resealed += 1;
  }
  return { sealed, resealed };
}

function reseal(box: SecretBox, value: Buffer, what: string): Buffer | undefined {
  try {
    return box.reseal(value);
  } catch (error) {
    throw new Error(`Cannot open the ${what}: ${(error as Error).message}`, { cause: error });
  }
}
