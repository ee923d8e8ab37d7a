/**
 * `npm start`: PostgreSQL (embedded under DATA_DIR unless DATABASE_URL is set), migrations, the demo
 * tenant seeded into an empty database, then listen. SIGINT/SIGTERM close the server (in-flight
 * requests drain), the pool, and the embedded PostgreSQL, in that order.
 */
import path from 'node:path';
import { readConfig } from './config.js';
import { openDb } from './db/database.js';
import { migrate } from './db/migrate.js';
import { startEmbeddedPostgres, type PostgresHandle } from './db/postgres.js';
import { buildApp } from './app.js';
import { seedIfEmpty } from './seed/index.js';
import { rebuildMissingRollups } from './repositories/readings.js';
import { rebuildMissingZoneRollups } from './repositories/zone-data.js';
import { demoIdentities } from './seed/identities.js';
import { loadSecretsKeys } from './secret-box.js';
import { startWorkers, type Workers } from './jobs/workers.js';
import { runAtStart } from './jobs/run-at-start.js';

async function main(): Promise<void> {
  const config = readConfig();
  try {
    // Before anything starts: production without SECRETS_KEY stops here, with only the message.
    loadSecretsKeys(config);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  let pg: PostgresHandle | undefined;
  if (!config.databaseUrl) {
    console.log(`Starting PostgreSQL (embedded) in ${path.join(config.dataDir, 'postgres')} …`);
    pg = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
  }
  const db = openDb(config.databaseUrl ?? pg!.url);
  let closing = false;
  let workers: Workers | undefined;
  const shutdown = async (signal: string, app?: Awaited<ReturnType<typeof buildApp>>['app']) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: closing …`);
    try {
      // Runs going on get up to 10 s to finish; what is left is failed back to pg-boss and retried.
      await workers?.stop();
      await app?.close();
      await db.close();
      await pg?.stop();
      console.log('Stopped cleanly.');
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
    const seeded = await seedIfEmpty(db, config);
    if (seeded) console.log(`Seeded the demo tenant ${config.organisation}.`);
    // A database from before migration 0080 has its roll-ups dropped; they are rebuilt once, here
    // (only what is missing, recomputed from the readings: a second server starting along repeats nothing wrong).
    const rebuilt = (await rebuildMissingZoneRollups(db)) + (await db.tx((q) => rebuildMissingRollups(q)));
    if (rebuilt > 0) console.log(`Roll-ups rebuilt for ${rebuilt} zones and meters.`);
    const { app, binding, services } = await buildApp({ db, config });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal, app));
    if (config.role !== 'api') workers = await startWorkers(services, config.jobs);
    // The days the servers were off, now rather than at the next scheduled time: the demo's prices and
    // readings (importSpotPrices) and the reports of months completed meanwhile (monthlyReport), run
    // once by whichever worker takes them.
    const asked = await runAtStart(services, config.demoFeed ? ['importSpotPrices', 'monthlyReport'] : ['monthlyReport']);
    if (asked > 0) console.log(`Asked the job engine to run ${asked} job${asked === 1 ? '' : 's'} now (demo data, monthly reports).`);
    if (config.role === 'worker') {
      console.log(`\nAmpere worker is running (ROLE=worker): jobs of every queue, ${config.jobs.concurrency} at once per queue; no HTTP.\n`);
      return;
    }
    await app.listen({ port: config.port, host: config.host });
    const base = config.publicUrl;
    const total = binding.implemented.length + binding.missing.length;
    const devTools = config.devTools ? `  Outbox     ${base}/dev/outbox\n  BankID     ${base}/dev/bankid   (simulator)\n` : '';
    console.log(`
Ampere is running.
  API        ${base}/api   (${binding.implemented.length}/${total} operations implemented)
  API docs   ${base}/api/docs
  Portal     ${base}/
  Console    ${base}/admin
  OpenID     ${base}/oidc   (built-in development identity provider)
  Jobs       ${config.role === 'all' ? `run here (ROLE=all), ${config.jobs.concurrency} at once per queue` : 'sent to workers (ROLE=api): start one with ROLE=worker'}
${devTools}  Database   ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}`}

Developer tools ${config.devTools ? 'on' : 'off'}: ${config.devToolsReason}.

Demo identities (organisation ${config.organisation}):
${demoIdentities().map((line) => `  ${line}`).join('\n')}
`);
  } catch (error) {
    console.error(error);
    await db.close().catch(() => {});
    await pg?.stop().catch(() => {});
    process.exit(1);
  }
}

void main();
