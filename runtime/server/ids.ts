/**
 * Ids in the contract's ObjectId form (24 hex characters), made as MongoDB makes them: 4 bytes of
 * seconds, 5 random bytes fixed per process, 3 bytes of a counter. Ids therefore sort by creation,
 * also within one second in one process (audit entries of one request keep their order).
 * `stableId` gives the seed the same id every run.
 */
import { createHash, randomBytes } from 'node:crypto';

const PROCESS_PART = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000).toString(16).padStart(8, '0').slice(-8);
  counter = (counter + 1) % 0x1000000;
  return seconds + PROCESS_PART + counter.toString(16).padStart(6, '0');
}

/** The same 24-hex id for the same name, always (deterministic seed data). */
export function stableId(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, 24);
}

/** A random secret token: `bytes` of randomness (≥ 16, i.e. 128 bits), base64url. */
export function randomToken(bytes = 32): string {
  if (bytes < 16) throw new Error('tokens carry at least 128 bits');
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 hex of a token: how refresh and API tokens are stored. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
