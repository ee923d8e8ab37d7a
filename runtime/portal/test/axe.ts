/**
 * axe-core in jsdom: the violations of serious or critical impact under `root`, as 'rule: targets'.
 * Colour contrast needs layout, which jsdom has not (the Chromium e2e checks it), and embedded
 * provider frames are other sites' pages, so neither is checked here.
 */
import axe from 'axe-core';

export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
