/**
 * The demo copy: the portal's groups shared, my-pages and chat (portal §7) in en, sv, nb, nn, fi and
 * de, as platform defaults (organisation null), plus the organisation's own contact details over them.
 */
import type { Copy, CopyType } from '../../../../../schemas/copy.js';
import { stableId } from '../../../ids.js';
import { addMonths } from '../calendar.js';
import { CHAT } from './chat.js';
import { AGREEMENT } from './my-pages-agreement.js';
import { DASHBOARD } from './my-pages-dashboard.js';
import { ANALYSIS } from './my-pages-analysis.js';
import { FAQ, FAQ_CONTACT } from './my-pages-faq.js';
import { ACCOUNT } from './my-pages-account.js';
import { MY_HOME } from './my-pages-home.js';
import { INVOICES } from './my-pages-invoices.js';
import { ERRORS } from './shared-errors.js';
import { LOGIN } from './shared-login.js';
import { SHELL } from './shared-shell.js';
import type { Row } from './text.js';

/** Every group's rows, as the portal loads them. */
export const COPY_GROUPS: Readonly<Record<'shared' | 'my-pages' | 'chat', readonly Row[]>> = {
  shared: [...SHELL, ...LOGIN, ...ERRORS],
  'my-pages': [...DASHBOARD, ...AGREEMENT, ...INVOICES, ...ANALYSIS, ...ACCOUNT, ...MY_HOME, ...FAQ],
  chat: CHAT,
};

function record(org: string, type: CopyType, row: Row, organisation: string | null, at: Date): Copy {
  const [key, en, sv, nb, nn, fi, de] = row;
  return {
    _id: stableId(`${org}:copy:${type}:${key}:${organisation ?? 'default'}`),
    type,
    key,
    organisation,
    values: { en, sv, nb, nn, fi, de },
    createdAt: at,
    updatedAt: at,
  };
}

export function demoCopy(org: string, base: Date): Copy[] {
  const at = addMonths(base, -6);
  const domain = `${org.toLowerCase()}.example`;
  const defaults = (Object.entries(COPY_GROUPS) as [CopyType, readonly Row[]][]).flatMap(([type, rows]) => rows.map((r) => record(org, type, r, null, at)));
  const own = FAQ_CONTACT.map((r) => record(org, 'my-pages', r.map((v) => v.replace('bright.example', domain)) as unknown as Row, org, at));
  return [...defaults, ...own];
}
