/**
 * The generator, top to bottom: parse (the zod contract and the schema sources) → model (plain
 * data) → emit (one pure emitter per artifact) → write or check. Nothing here knows which contract
 * it runs on: cli.ts passes the real one, the golden tests a tiny fixture.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildModel } from './model/build.js';
import { emitAll, type Emitted } from './emit/index.js';
import { README_END, README_START } from './emit/readme.js';
import { parseContract, type GeneratorContract } from './parse/contract.js';
import { readSource } from './parse/source.js';
import type { ParsedContract, SourceInfo } from './parse/types.js';

export interface GenerateInput {
  /** Repository root: source paths, module paths and import paths are relative to it. */
  readonly root: string;
  readonly contract: GeneratorContract;
  /** Files and folders ts-morph reads for area exports and JSDoc (no globs; tests and fixtures folders are skipped). */
  readonly sources: readonly string[];
  /** Repository-relative output folder. */
  readonly outDir: string;
  /** OpenAPI info.version. */
  readonly version: string;
}

export interface Generated extends Emitted {
  readonly warnings: readonly string[];
}

/** parse → model → emit, all in this thread (tests; the CLI reads the sources in parallel instead). */
export function generate(input: GenerateInput): Generated {
  const source = readSource(input.root, input.sources);
  return generateFrom(parseContract(input.contract), source, input);
}

/** model → emit, from the two halves of parsing: the converted contract and the source facts. */
export function generateFrom(parsed: ParsedContract, source: SourceInfo, options: { readonly outDir: string; readonly version: string }): Generated {
  const model = buildModel(parsed, source, { title: 'Ampere', version: options.version });
  return { ...emitAll(model, { outDir: options.outDir }), warnings: parsed.warnings };
}

// —— write / check ——

export type ChangeKind = 'created' | 'updated' | 'deleted';
export interface Change {
  readonly kind: ChangeKind;
  /** Repository-relative. */
  readonly path: string;
}
export interface Plan {
  readonly changes: readonly Change[];
  readonly unchanged: number;
  /** Full README.md text to write, when the contract table changed. */
  readonly readme?: string;
}

/** Files the generator leaves alone in its output folder: dotfiles (.gitkeep) and tests. */
const KEEP = (name: string) => name.startsWith('.') || /\.test\.tsx?$/.test(name);

function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (KEEP(e.name)) return [];
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? listFiles(path.join(dir, e.name), rel) : [rel];
  });
}

const read = (file: string): string | undefined => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

/** README.md with the section between the markers replaced (markers added at the end, or a new README, when missing). */
export function spliceReadme(current: string | undefined, section: string): string {
  const block = `${README_START}${section}${README_END}`;
  if (current === undefined) return `# Ampere\n\n${block}\n`;
  const start = current.indexOf(README_START);
  const end = current.indexOf(README_END, start);
  if (start < 0 || end < 0) return `${current.replace(/\n*$/, '\n\n')}${block}\n`;
  return `${current.slice(0, start)}${block}${current.slice(end + README_END.length)}`;
}

/** What writing `generated` into `root` would change. */
export function plan(root: string, outDir: string, generated: Emitted, readmeFile = 'README.md'): Plan {
  const dir = path.join(root, outDir);
  const changes: Change[] = [];
  let unchanged = 0;
  const produced = new Set<string>();
  for (const file of generated.files) {
    produced.add(file.path);
    const before = read(path.join(dir, file.path));
    if (before === file.content) unchanged++;
    else changes.push({ kind: before === undefined ? 'created' : 'updated', path: `${outDir}/${file.path}` });
  }
  for (const rel of listFiles(dir).sort()) if (!produced.has(rel)) changes.push({ kind: 'deleted', path: `${outDir}/${rel}` });
  const readmeBefore = read(path.join(root, readmeFile));
  const readmeAfter = spliceReadme(readmeBefore, generated.readmeSection);
  if (readmeAfter !== readmeBefore) {
    changes.push({ kind: readmeBefore === undefined ? 'created' : 'updated', path: readmeFile });
    return { changes, unchanged, readme: readmeAfter };
  }
  return { changes, unchanged: unchanged + 1 };
}

export const STALE_MESSAGE = 'generated/ is stale: run npm run generate';

/** The check's verdict: undefined when up to date, else the differing files and the command to run. */
export function staleReport(p: Plan): string | undefined {
  if (p.changes.length === 0) return undefined;
  const label = { created: 'missing', updated: 'differs', deleted: 'extra' } as const;
  return [...p.changes.map((c) => `  ${label[c.kind].padEnd(7)}  ${c.path}`), STALE_MESSAGE].join('\n');
}

/** Writes only what changed, deletes what is no longer produced (and folders left empty). */
export function apply(root: string, outDir: string, generated: Emitted, p: Plan, readmeFile = 'README.md'): void {
  const byPath = new Map(generated.files.map((f) => [`${outDir}/${f.path}`, f.content]));
  for (const change of p.changes) {
    const target = path.join(root, change.path);
    if (change.path === readmeFile) {
      fs.writeFileSync(target, p.readme!);
    } else if (change.kind === 'deleted') {
      fs.rmSync(target);
      for (let d = path.dirname(target); d.startsWith(path.join(root, outDir, path.sep)) && fs.readdirSync(d).length === 0; d = path.dirname(d)) fs.rmdirSync(d);
    } else {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, byPath.get(change.path)!);
    }
  }
}
