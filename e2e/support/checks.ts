/**
 * What a page looks like and whether assistive technology can use it: PNG screenshots for people to
 * look at (e2e/screenshots/, ignored by git), and axe-core run in the page, failing on serious and
 * critical violations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { ROOT } from './server.js';

export const SCREENSHOT_DIR = path.join(ROOT, 'e2e/screenshots');

/**
 * Writes e2e/screenshots/<folder>/<name>-<width>.png (the whole page, animations stopped) and
 * returns its path. `folder` is the test file's name without .test.ts (the harness passes it).
 */
export async function screenshot(page: Page, folder: string, name: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, folder, `${name}-${width}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode { readonly target: readonly unknown[]; readonly failureSummary?: string }
interface AxeViolation { readonly id: string; readonly impact?: string | null; readonly help: string; readonly nodes: readonly AxeNode[] }
interface AxeResults { readonly violations: readonly AxeViolation[] }

export interface AxeOptions {
  /** CSS selectors left out (a third party's widget, say). */
  readonly exclude?: readonly string[];
  /** Rule ids not run, each with the reason in the calling test. */
  readonly disableRules?: readonly string[];
}

const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical violations axe finds on the page as it is now. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  const present = await page.evaluate(() => 'axe' in window);
  // Evaluated over the DevTools protocol rather than as a <script>: a content security policy cannot block it.
  if (!present) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async ({ exclude, disableRules }) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe;
    const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
    const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
    return axe.run(context, { resultTypes: ['violations'], rules });
  }, { exclude: [...(options.exclude ?? [])], disableRules: [...(options.disableRules ?? [])] });
  return (results as AxeResults).violations.filter((v) => BLOCKING.has(v.impact ?? ''));
}

export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`).join('\n')}`)
    .join('\n');
}

/** Throws, listing them, when axe finds serious or critical violations. */
export async function expectAccessible(page: Page, options: AxeOptions = {}): Promise<void> {
  const violations = await axeViolations(page, options);
  if (violations.length) throw new Error(`axe: ${violations.length} serious or critical violation(s) on ${page.url()}\n${describeViolations(violations)}`);
}
