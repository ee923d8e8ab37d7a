/**
 * `npm run generate`: writes generated/ and README's contract table from schemas/.
 * `npm run generate:check`: generates in memory and exits 1 if generated/ or the table differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { OUT_DIR, ROOT, SOURCES } from './config.js';
import { apply, generateFrom, plan, staleReport } from './generate.js';
import { parseContract } from './parse/contract.js';
import { readSourceInWorker } from './parse/source-worker.js';

async function main(argv: readonly string[]): Promise<number> {
  const check = argv.includes('--check');
  // The two halves of parsing run side by side: ts-morph reads the sources in a worker while this
  // thread loads the contract and converts its zod schemas.
  const source = readSourceInWorker(ROOT, SOURCES);
  const { contract } = await import('../schemas/index.js');
  const parsed = parseContract(contract);
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const generated = generateFrom(parsed, await source, { outDir: OUT_DIR, version });
  for (const w of generated.warnings) console.warn(`warning: ${w}`);
  const p = plan(ROOT, OUT_DIR, generated);
  // performance.now() counts from process start: loading the contract is part of the cost.
  const took = () => `${(performance.now() / 1000).toFixed(2)} s`;
  if (check) {
    const stale = staleReport(p);
    if (stale) {
      console.error(stale);
      return 1;
    }
    console.log(`generate:check: ${generated.files.length} files and the README contract table are up to date (${took()})`);
    return 0;
  }
  apply(ROOT, OUT_DIR, generated, p);
  for (const c of p.changes) console.log(`  ${c.kind.padEnd(7)} ${c.path}`);
  const count = (kind: string) => p.changes.filter((c) => c.kind === kind).length;
  console.log(`generate: ${count('created')} created, ${count('updated')} updated, ${count('deleted')} deleted, ${p.unchanged} unchanged (${took()})`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
