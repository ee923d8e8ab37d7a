// @vitest-environment node
/**
 * Issue 19 §7: `kill -9` of the server's Node process leaves its embedded PostgreSQL running, and the
 * next start refused on its postmaster.pid. The real server (as `npm start` runs it, its own embedded
 * PostgreSQL in a data directory) is killed with SIGKILL while a customer writes support messages,
 * started again on the same data, and must come up by itself with every write it acknowledged
 * (docs/decisions.md "A killed server's PostgreSQL"). No browser: e2e only for the whole-process server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server.js';
import { stopRunningPostgres } from '../runtime/server/db/orphaned-postgres.js';

// The first start initialises a cluster and seeds the demo tenant: minutes on a loaded machine.
const START_MS = 600_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-crash-restart-'));
const clusterDir = path.join(dataDir, 'postgres', 'cluster');
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  // Whatever failed above, no PostgreSQL outlives the test.
  await stopRunningPostgres(clusterDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 180_000);

async function start(): Promise<RunningServer> {
  const server = await startServer({ dataDir, startTimeoutMs: START_MS });
  servers.push(server);
  return server;
}

async function kariToken(base: string): Promise<string> {
  const started = await fetch(`${base}/api/v3/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessType: 'USR_PWD', organisation: 'BRIGHT', username: 'kari', password: 'demo-kari-1' }),
  });
  expect(started.status).toBe(200);
  const { ref } = ((await started.json()) as { data: { ref: string } }).data;
  const tokens = await fetch(`${base}/api/v4/BRIGHT/account/sessions/accessToken?ref=${ref}`);
  expect(tokens.status).toBe(200);
  return ((await tokens.json()) as { data: { auths: { accessToken: string }[] } }).data.auths[0]!.accessToken;
}

const messagesUrl = (base: string) => `${base}/api/v4/BRIGHT/account/support/messages`;

it('comes back by itself after kill -9 mid-write, with every acknowledged write', async () => {
  const first = await start();
  const token = await kariToken(first.url);
  const acknowledged: string[] = [];
  const refused: number[] = [];
  // Four writers until the server is gone; a write counts once its 201 has arrived.
  const writer = async (w: number) => {
    for (let i = 0; ; i++) {
      const text = `crash-restart ${w}-${i}`;
      let res: Response;
      try {
        res = await fetch(messagesUrl(first.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ text }),
        });
      } catch {
        return;
      }
      if (res.status === 201) acknowledged.push(text);
      else refused.push(res.status);
      await res.arrayBuffer().catch(() => undefined);
    }
  };
  const writers = [0, 1, 2, 3].map(writer);
  await expect.poll(() => acknowledged.length, { timeout: 120_000, interval: 20 }).toBeGreaterThanOrEqual(40);
  await first.kill();
  await Promise.all(writers);
  expect(refused).toEqual([]);
  // What made the next start refuse: the killed server's PostgreSQL still holds the cluster.
  const pid = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  expect(() => process.kill(pid, 0)).not.toThrow();

  const second = await start();
  expect(second.output()).toContain('was left running by a server that ended without stopping it');
  const res = await fetch(messagesUrl(second.url), { headers: { authorization: `Bearer ${await kariToken(second.url)}` } });
  expect(res.status).toBe(200);
  const stored = new Set(((await res.json()) as { data: { text: string }[] }).data.map((m) => m.text));
  expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);
  expect(acknowledged.length).toBeGreaterThanOrEqual(40);
}, 2 * START_MS);
