/**
 * The contract table in README.md, between `<!-- contract-table:start -->` and
 * `<!-- contract-table:end -->`: what the contract holds, and how much of it each spec is cited for.
 */
import type { Model } from '../model/types.js';
import { COMMAND } from './common.js';

export const README_START = '<!-- contract-table:start -->';
export const README_END = '<!-- contract-table:end -->';

/** The text between the markers (starting and ending with a newline). */
export function emitReadmeSection(model: Model): string {
  const c = model.counts;
  const rows: [string, string][] = [
    ['Domains', `${c.domains}`],
    ['Enumerations (values)', `${c.enums} (${c.enumValues})`],
    ['Entities', `${c.entities}`],
    ['Request bodies', `${c.bodies}`],
    ['Rules', `${c.rules}`],
    ['Endpoints (operations)', `${c.operations}`],
    ['Areas', `${c.areas}`],
    ['Back-office resources', `${c.resources}`],
    ['Error catalogue entries', `${c.errorCatalogue}`],
  ];
  return [
    '',
    `<!-- DO NOT EDIT this section: \`${COMMAND}\` writes it from schemas/. -->`,
    '| Contract | Count |',
    '| --- | ---: |',
    ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    '',
    'Cited by each spec (an enumeration or entity cites the specs its JSDoc names, else its domain\'s):',
    '',
    '| Spec | Enumerations | Entities | Rules | Endpoints |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...model.specRows.map((r) => `| ${r.spec} | ${r.enums} | ${r.entities} | ${r.rules} | ${r.operations} |`),
    '',
  ].join('\n');
}
