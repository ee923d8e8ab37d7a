// @vitest-environment node
/**
 * rotateSecrets against the real test database: a secret unchanged for SECRET_ROTATION_DAYS is flagged
 * (rotationDue in its metadata, as the console's list reads it) with one audit entry; a younger one is
 * not; a second run logs nothing again; a new value clears the flag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../../schemas/job.js';
import { SECRET_ROTATION_DAYS } from '../../../../schemas/secret.js';
import { testApp, bearer, type TestApp } from '../../test/harness.js';
import { newId, stableId } from '../../ids.js';
import { findJobRow } from '../../repositories/jobs.js';
import { findSecret, insertSecret, updateSecret } from '../../repositories/secrets.js';
import { flagSecretsDue, rotateSecretsHandler } from './rotate-secrets.js';

let t: TestApp;
let job: Job;
const DAY = 86_400_000;
const now = new Date('2026-11-16T03:00:00Z');

async function secret(org: string, ageDays: number): Promise<string> {
  await t.db.query('INSERT INTO organisations (code) VALUES ($1) ON CONFLICT DO NOTHING', [org]);
  const at = new Date(now.getTime() - ageDays * DAY);
  const id = newId(at);
  await insertSecret(t.db, { _id: id, key: 'HARK_API_KEY', organisation: org, createdAt: at, updatedAt: at, updatedBy: '0'.repeat(24) }, t.services.secretBox.seal('k'));
  return id;
}
const audits = async (id: string) => (await t.db.query<{ actor: { scope: string }; changes: unknown }>(
  "SELECT actor, changes FROM audit_log WHERE resource = 'secrets' AND resource_id = $1", [id])).rows;

beforeAll(async () => {
  t = await testApp();
  job = (await findJobRow(t.db, stableId('BRIGHT:job:rotateSecrets')))!.job;
});
afterAll(async () => {
  await t?.close();
});

describe('rotateSecrets', () => {
  it(`flags secrets unchanged for ${SECRET_ROTATION_DAYS} days once, with one audit entry, and a new value clears the flag`, async () => {
    const old = await secret('ROTOLD', SECRET_ROTATION_DAYS);
    const young = await secret('ROTNEW', SECRET_ROTATION_DAYS - 1);

    const flagged = await flagSecretsDue({ services: t.services, job, data: {}, now });
    expect(flagged).toContain(old);
    expect(flagged).not.toContain(young);
    expect(await findSecret(t.db, 'ROTOLD', 'HARK_API_KEY')).toMatchObject({ rotationDue: true, rotateBy: now });
    expect((await findSecret(t.db, 'ROTNEW', 'HARK_API_KEY'))!.rotationDue).toBe(false);
    expect(await audits(old)).toEqual([{ actor: { adminId: null, scope: 'SERVICE' }, changes: [{ path: 'rotationDue', before: false, after: true }] }]);
    expect(await audits(young)).toEqual([]);

    await rotateSecretsHandler.run({ services: t.services, job, data: {}, now: new Date(now.getTime() + 7 * DAY) });
    expect(await audits(old)).toHaveLength(1);

    await updateSecret(t.db, old, t.services.secretBox.seal('new'), now, '0'.repeat(24));
    expect((await findSecret(t.db, 'ROTOLD', 'HARK_API_KEY'))!.rotationDue).toBe(false);
  });

  it('shows the flag in the metadata list the console reads', async () => {
    await secret('ROTLIST', SECRET_ROTATION_DAYS + 5);
    await flagSecretsDue({ services: t.services, job, data: {}, now });
    const auth = bearer(await t.asStaff('ADMIN', 'BRIGHT'));
    const res = await t.app.inject({ method: 'GET', url: '/api/v4/secrets/meta?organisation=ROTLIST', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ key: 'HARK_API_KEY', organisation: 'ROTLIST', rotationDue: true })]);
  });
});
