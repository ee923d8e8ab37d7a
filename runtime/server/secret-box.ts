/**
 * Secrets at rest: AES-256-GCM with a 96-bit random nonce per value, stored as
 * version byte ‖ nonce ‖ tag ‖ ciphertext. The key comes from SECRETS_KEY (32 bytes, hex or
 * base64); only outside production may it fall back to one made once in DATA_DIR/secrets.key
 * (mode 600), as a key file beside the database protects nothing once both are copied. A flipped
 * byte fails the tag check. Rotation: SECRETS_KEY_PREVIOUS still opens what the old key sealed, and
 * `reseal` moves such a value to the current key (key-store.ts does that for everything at start).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 1;
const NONCE = 12;
const TAG = 16;

export interface SecretBox {
  seal(plaintext: string): Buffer;
  /** Opens a value sealed with the current key or, during a rotation, the previous one. */
  open(sealed: Buffer): string;
  /** The value sealed anew with the current key when the previous key sealed it; undefined when the current one did. Throws when neither opens it. */
  reseal(sealed: Buffer): Buffer | undefined;
}

export interface SecretsKeys {
  readonly current: Buffer;
  /** The key being rotated out (SECRETS_KEY_PREVIOUS): read, never used to seal. */
  readonly previous?: Buffer;
}

function openWith(key: Buffer, sealed: Buffer): string | undefined {
  if (sealed.length < 1 + NONCE + TAG || sealed[0] !== VERSION) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 1 + NONCE));
  decipher.setAuthTag(sealed.subarray(1 + NONCE, 1 + NONCE + TAG));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(1 + NONCE + TAG)), decipher.final()]).toString('utf8');
  } catch {
    // The tag did not match: another key sealed it (or the bytes were changed).
    return undefined;
  }
}

const NEITHER_KEY = 'A sealed value opens with neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS: the key that sealed it is not configured (README "Configuration", rotating SECRETS_KEY)';

export function secretBox(keys: SecretsKeys | Buffer): SecretBox {
  const { current, previous } = Buffer.isBuffer(keys) ? { current: keys, previous: undefined } : keys;
  for (const key of [current, previous]) if (key && key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  const seal = (plaintext: string): Buffer => {
    const nonce = randomBytes(NONCE);
    const cipher = createCipheriv('aes-256-gcm', current, nonce);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), nonce, cipher.getAuthTag(), body]);
  };
  return {
    seal,
    open(sealed) {
      const opened = openWith(current, sealed) ?? (previous ? openWith(previous, sealed) : undefined);
      if (opened === undefined) throw new Error(NEITHER_KEY);
      return opened;
    },
    reseal(sealed) {
      if (openWith(current, sealed) !== undefined) return undefined;
      const opened = previous ? openWith(previous, sealed) : undefined;
      if (opened === undefined) throw new Error(NEITHER_KEY);
      return seal(opened);
    },
  };
}

function parseKey(value: string, name: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, as 64 hex characters or base64`);
  return key;
}

export interface SecretsKeyConfig {
  readonly secretsKey?: string;
  readonly secretsKeyPrevious?: string;
  /** Production: no key file fallback. */
  readonly secretsKeyRequired: boolean;
  readonly dataDir: string;
}

/** The keys from configuration; without SECRETS_KEY, outside production only, the one kept in dataDir (made on first use). */
export function loadSecretsKeys(config: SecretsKeyConfig): SecretsKeys {
  const previous = config.secretsKeyPrevious ? parseKey(config.secretsKeyPrevious, 'SECRETS_KEY_PREVIOUS') : undefined;
  if (config.secretsKey) return { current: parseKey(config.secretsKey, 'SECRETS_KEY'), ...(previous ? { previous } : {}) };
  if (config.secretsKeyRequired) {
    throw new Error(
      'SECRETS_KEY is not set. With NODE_ENV=production the server does not keep the key that seals its signing keys and secrets '
      + 'in a file beside the data: set SECRETS_KEY to 32 random bytes (64 hex characters, e.g. `openssl rand -hex 32`) from your '
      + 'secret store. README "Configuration" says how to move from DATA_DIR/secrets.key and how to rotate.',
    );
  }
  if (previous) throw new Error('SECRETS_KEY_PREVIOUS is set without SECRETS_KEY: set the new key in SECRETS_KEY');
  const file = path.join(config.dataDir, 'secrets.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return { current: parseKey(fs.readFileSync(file, 'utf8').trim(), `${file}`) };
}
