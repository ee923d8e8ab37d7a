/**
 * The portal's look for the preview, scoped to the preview's root: the custom properties the portal's
 * stylesheet starts from (runtime/portal/styles/portal.css :root), the graph colours its charts fall
 * back to (runtime/portal/features/analysis/chart-setup.ts), and its rules for the header, cards, info
 * boxes, buttons, badges, tabs and text, under `pp-` names. The console may not import the portal, so
 * these are copies; portal-look.test.ts fails when the portal's own values change.
 */
import type { SxProps, Theme as MuiTheme } from '@mui/material/styles';

/** portal.css :root. */
export const PORTAL_ROOT: Readonly<Record<string, string>> = {
  '--color-background': '#f4f6f8',
  '--color-foreground': '#14222e',
  '--color-muted': '#52606d',
  '--color-accent': '#0b5f7a',
  '--color-accent-background': '#e3f0f4',
  '--color-surface': '#ffffff',
  '--color-surface-text': '#14222e',
  '--color-border': '#d5dde3',
  '--color-info': '#dcecf2',
  '--color-info-text': '#0b3d5c',
  '--color-attention': '#fdebd0',
  '--color-attention-text': '#6b4100',
  '--color-danger': '#b3261e',
  '--color-success': '#1e6b3a',
  '--color-sidebar': '#0b3d5c',
  '--color-sidebar-text': '#ffffff',
  '--radius': '12px',
  '--radius-small': '8px',
  '--shadow': '0 1px 2px rgb(16 24 40 / 6%), 0 1px 3px rgb(16 24 40 / 10%)',
  '--sidebar-width': '248px',
  '--font': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};

/** chart-setup.ts: the colours the portal's charts use when the published theme has none. */
export const PORTAL_CHART_FALLBACK = {
  cartesian: ['#1f7a8c', '#f2a541', '#5c946e', '#c8553d', '#6c5b7b', '#2e86ab'],
  radial: ['#0b3d5c', '#1f7a8c', '#7fb7be', '#f2a541', '#f6d186', '#c8553d', '#5c946e', '#b8c4bb'],
  grid: '#d0d7de',
  axis: '#52606d',
} as const;

/** The fallback graph colours as the variables the theme would set. */
export function chartFallbackVariables(): Record<string, string> {
  const vars: Record<string, string> = { '--graph-grid': PORTAL_CHART_FALLBACK.grid, '--graph-axis': PORTAL_CHART_FALLBACK.axis };
  PORTAL_CHART_FALLBACK.cartesian.forEach((c, i) => (vars[`--graph-${i}`] = c));
  PORTAL_CHART_FALLBACK.radial.forEach((c, i) => (vars[`--graph-radial-${i}`] = c));
  return vars;
}

/** portal.css's rules for what the miniature shows, with its class names prefixed `pp-`. */
export const PORTAL_RULES: SxProps<MuiTheme> = {
  fontFamily: 'var(--font)', fontSize: 16, lineHeight: 1.5,
  color: 'var(--color-foreground)', background: 'var(--color-background)',
  border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden',
  '& *, & *::before, & *::after': { boxSizing: 'border-box' },
  '& .pp-h1, & .pp-h2': { lineHeight: 1.25, m: '0 0 0.5rem' },
  '& .pp-h1': { fontSize: '1.75rem', fontWeight: 700 },
  '& .pp-h2': { fontSize: '1.25rem', fontWeight: 700 },
  '& .pp-p': { m: '0 0 0.75rem' },
  '& .pp-header': {
    display: 'flex', alignItems: 'center', gap: '0.75rem', minHeight: 60, p: '0.5rem 1rem',
    background: 'var(--color-surface)', borderBottom: '1px solid var(--color-border)',
  },
  '& .pp-header__menu': { display: 'inline-flex', width: 44, height: 44, alignItems: 'center', justifyContent: 'center' },
  '& .pp-header__name': { fontWeight: 600, ml: 'auto' },
  '& .pp-page': { p: '1rem' },
  '& .pp-card': {
    background: 'var(--color-surface)', color: 'var(--color-surface-text)', borderRadius: 'var(--radius)',
    boxShadow: 'var(--shadow)', p: '1.25rem', mb: '1rem',
  },
  '& .pp-card__head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1rem', mb: '0.75rem' },
  '& .pp-button': {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 44, p: '0.5rem 1.1rem',
    borderRadius: 'var(--radius-small)', border: '1px solid var(--color-accent)', background: 'var(--color-accent)',
    color: '#fff', fontWeight: 600,
  },
  '& .pp-button--ghost': { background: 'transparent', color: 'var(--color-accent)' },
  '& .pp-buttons': { display: 'flex', flexWrap: 'wrap', gap: '0.5rem' },
  '& .pp-info-box': {
    display: 'flex', gap: '0.75rem', alignItems: 'flex-start', m: '1rem 0 0', p: '1rem',
    borderRadius: 'var(--radius)', background: 'var(--color-info)', color: 'var(--color-info-text)',
  },
  '& .pp-info-box--alert': { background: 'var(--color-attention)', color: 'var(--color-attention-text)' },
  '& .pp-badge': {
    display: 'inline-block', p: '0.15rem 0.6rem', borderRadius: 999, fontSize: '0.82rem', fontWeight: 600,
    background: 'var(--color-accent-background)', color: 'var(--color-accent)',
  },
  '& .pp-tabs': { display: 'flex', gap: '0.25rem', borderBottom: '1px solid var(--color-border)', mb: '1rem' },
  '& .pp-tab': { p: '0.6rem 1rem', borderBottom: '3px solid transparent', color: 'var(--color-muted)', fontWeight: 600 },
  '& .pp-tab--selected': { color: 'var(--color-accent)', borderBottomColor: 'var(--color-accent)' },
};
