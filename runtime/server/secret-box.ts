/**
 * Secrets at rest: AES-256-GCM with a 96-bit random nonce per value, stored as
 * version byte ‖ nonce ‖ tag ‖ ciphertext. The key comes from SECRETS_KEY (32 bytes, hex or
 * base64) or is made once in DATA_DIR/secrets.key (mode 600). A flipped byte fails the tag check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 1;
const NONCE = 12;
const TAG = 16;

export interface SecretBox {
  seal(plaintext: string): Buffer;
  open(sealed: Buffer): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plaintext) {
      const nonce = randomBytes(NONCE);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), nonce, cipher.getAuthTag(), body]);
    },
    open(sealed) {
      if (sealed.length < 1 + NONCE + TAG || sealed[0] !== VERSION) throw new Error('Not a sealed secret');
      const nonce = sealed.subarray(1, 1 + NONCE);
      const tag = sealed.subarray(1 + NONCE, 1 + NONCE + TAG);
      const decipher = createDecipheriv('aes-256-gcm', key, nonce);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed.subarray(1 + NONCE + TAG)), decipher.final()]).toString('utf8');
    },
  };
}

/** The key from configuration, or the one kept in dataDir (made on first use). */
export function loadSecretsKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, as 64 hex characters or base64');
    return key;
  }
  const file = path.join(dataDir, 'secrets.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
}
