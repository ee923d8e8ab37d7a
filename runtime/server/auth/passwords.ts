/**
 * Passwords and PINs at rest: scrypt (node:crypto) with a 16-byte salt, stored as
 * `scrypt$N$r$p$salt$hash` so parameters can rise later. Comparison is constant-time.
 *
 * scrypt runs on libuv's thread pool, which also compresses every answer (brotli, gzip) and reads
 * files: a flood of sign-ins would queue everyone else's answers behind the hashes. So at most
 * HASH_CONCURRENCY hashes run at once (the rest wait their turn here, on the event loop), leaving
 * the other pool threads free (docs/decisions.md "Hashing beside other work").
 */
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

/** libuv's pool size as this process started with it (npm start sets UV_THREADPOOL_SIZE; Node's default is 4). */
const POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/** Half the pool and one core less than the machine has, at least one; HASH_CONCURRENCY overrides it (the bench's unbounded baseline). */
export const HASH_CONCURRENCY = Number(process.env.HASH_CONCURRENCY) || Math.max(1, Math.min(Math.floor(POOL_SIZE / 2), availableParallelism() - 1));

const hashing = pLimit(HASH_CONCURRENCY);

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashing(() => new Promise<Buffer>((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEYLEN, options, (err, key) => (err ? reject(err) : resolve(key)))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * A hash of nobody's password with today's parameters: checking against it costs what a real check
 * costs, so an unknown name and a wrong password answer in the same time.
 */
const DUMMY_HASH = ['scrypt', N, R, P, randomBytes(16).toString('base64url'), randomBytes(KEYLEN).toString('base64url')].join('$');

/** True when `password` matches `stored`; with nothing stored, a check against a dummy that always fails. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = (stored || DUMMY_HASH).split('$');
  if (kind !== 'scrypt' || !salt || !hash) return verifyPassword(password, DUMMY_HASH).then(() => false);
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return Boolean(stored) && actual.length === expected.length && timingSafeEqual(actual, expected);
}
