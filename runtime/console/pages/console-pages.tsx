/**
 * The console's own pages beside its resources: where each is routed, how the menu names it, and
 * the lazily loaded screen. Who may open a page and which flags switch it on are in page-access.ts
 * (read by the auth provider); a page listed here without an entry there is offered to no one.
 */
import RuleIcon from '@mui/icons-material/Rule';
import type { ReactElement } from 'react';
import { SegmentsPage } from './segments/index.js';

export interface ConsolePage {
  /** The key in page-access.ts and of its messages (`ampere.<name>.title`); also its path under /admin. */
  readonly name: string;
  /** English name when its messages have none. */
  readonly label: string;
  readonly icon: ReactElement;
  /** The screen (React.lazy: its code loads when the page is opened). */
  readonly element: ReactElement;
  /** The menu's message key when it is not `ampere.<name>.title` (pages whose words live in one area). */
  readonly titleKey?: string;
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { name: 'segments', label: 'Segments', icon: <RuleIcon />, element: <SegmentsPage /> },
];
