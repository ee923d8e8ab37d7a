// @vitest-environment node
/**
 * expireProspects against the real test database: an open prospect made 30 days ago or more becomes
 * abandoned with one audit entry (actor SERVICE, the job's request id), a younger one and a settled
 * one stay as they are, and a second run changes and logs nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../../schemas/job.js';
import { testApp, type TestApp } from '../../test/harness.js';
import { newId, stableId } from '../../ids.js';
import { findJobRow } from '../../repositories/jobs.js';
import { insertProspect, prospectById, type ProspectDoc } from '../../repositories/prospects.js';
import type { ProspectStatus } from '../../../../schemas/prospect.js';
import { expireProspects, expireProspectsHandler } from './expire-prospects.js';

let t: TestApp;
let job: Job;
const org = 'BRIGHT';
const now = new Date('2026-11-16T02:30:00Z');
const DAY = 86_400_000;

async function prospect(ageDays: number, status: ProspectStatus = 'updated'): Promise<string> {
  const at = new Date(now.getTime() - ageDays * DAY);
  const id = newId(at);
  const doc: ProspectDoc = {
    _id: id, ref: `ref-${id}`, status, accountOwner: { email: `${id}@example.test` }, accessType: 'USR_PWD', organisation: org,
    accountType: 'USER', createdAt: at, updatedAt: at,
  };
  await insertProspect(t.db, { doc });
  return id;
}
const statusOf = async (id: string) => (await prospectById(t.db, org, id))!.status;
const auditOf = (id: string) => t.db.query<{ actor: { scope: string }; request_id: string; changes: unknown }>(
  "SELECT actor, request_id, changes FROM audit_log WHERE resource = 'account-prospects' AND resource_id = $1", [id]);

beforeAll(async () => {
  t = await testApp();
  job = (await findJobRow(t.db, stableId(`${org}:job:expireProspects`)))!.job;
});
afterAll(async () => {
  await t?.close();
});

describe('expireProspects', () => {
  it('abandons open prospects 30 days old or more, once, with an audit entry each', async () => {
    const old = await prospect(31);
    const exactly = await prospect(30);
    const young = await prospect(29);
    const settled = await prospect(40, 'provider_failed');

    const first = await expireProspects({ services: t.services, job, data: {}, now });
    expect(first).toEqual(expect.arrayContaining([old, exactly]));
    expect(first).not.toContain(young);
    expect(first).not.toContain(settled);
    expect([await statusOf(old), await statusOf(exactly), await statusOf(young), await statusOf(settled)]).toEqual(['abandoned', 'abandoned', 'updated', 'provider_failed']);
    expect((await prospectById(t.db, org, old))!.failure).toBe('Not completed within 30 days');
    const entries = (await auditOf(old)).rows;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: { scope: 'SERVICE' }, request_id: `job:${job._id}`, changes: expect.arrayContaining([{ path: 'status', before: 'updated', after: 'abandoned' }]) });
    expect((await auditOf(young)).rows).toHaveLength(0);

    await expireProspectsHandler.run({ services: t.services, job, data: {}, now });
    expect((await auditOf(old)).rows).toHaveLength(1);
    expect(await expireProspects({ services: t.services, job, data: {}, now })).toEqual([]);
  });
});
