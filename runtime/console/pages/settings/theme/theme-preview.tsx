/**
 * The live preview beside the editor: a phone-sized miniature of the portal coloured through the
 * very mapping the portal applies (runtime/format/theme-variables.ts) over the portal's own starting
 * values, then the component styles the apps use. A light/dark choice appears when the theme has a
 * dark part.
 */
import type { CSSProperties } from 'react';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { SxProps, Theme as MuiTheme } from '@mui/material/styles';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { Theme } from '../../../../../schemas/settings/theme.js';
import { themeVariables, type ThemeMode } from '../../../../format/theme-variables.js';
import { AppComponentsPreview } from './app-components-preview.js';
import { chartFallbackVariables, PORTAL_CHART_FALLBACK, PORTAL_ROOT, PORTAL_RULES } from './portal-look.js';
import { useThemeWords } from './theme-words.js';

export interface ThemePreviewProps {
  readonly theme: Theme;
  readonly mode: ThemeMode;
  readonly onModeChange: (mode: ThemeMode) => void;
  /** The preview's own box (the editor makes it sticky and scrollable on wide screens). */
  readonly sx?: SxProps<MuiTheme>;
}

/** Made-up monthly figures: each month's share of each series, so every colour shows. */
const MONTHS = [0.55, 0.7, 0.62, 0.85, 0.78, 0.95];
const share = (month: number, series: number) => 0.6 + 0.4 * Math.abs(Math.sin((month + 1) * (series + 2)));

export function ThemePreview({ theme, mode, onModeChange, sx }: ThemePreviewProps) {
  const words = useThemeWords();
  const hasDark = theme.dark !== undefined;
  const shown: ThemeMode = hasDark ? mode : 'light';
  const part = shown === 'dark' ? (theme.dark ?? theme.light) : theme.light;
  const graph = part.components?.graph?.sharedColors;
  const cartesian = Array.isArray(graph?.cartesian) ? graph.cartesian.length : PORTAL_CHART_FALLBACK.cartesian.length;
  const radial = Array.isArray(graph?.radial) ? graph.radial.length : PORTAL_CHART_FALLBACK.radial.length;
  const variables = { ...PORTAL_ROOT, ...chartFallbackVariables(), ...themeVariables(theme, shown) } as CSSProperties;
  return (
    // Focusable, so a keyboard can scroll it where it scrolls on its own.
    <Box component="section" aria-label={words.t('preview.label')} tabIndex={0} sx={sx}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 40 }}>
        <Typography component="h2" variant="h6">{words.t('preview.label')}</Typography>
        {hasDark && (
          <ToggleButtonGroup size="small" exclusive value={shown} aria-label={words.t('preview.mode')} onChange={(_, next: ThemeMode | null) => next && onModeChange(next)}>
            <ToggleButton value="light">{words.t('part.light')}</ToggleButton>
            <ToggleButton value="dark">{words.t('part.dark')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
      <Typography component="h3" variant="overline" sx={{ display: 'block' }}>{words.t('preview.portal')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {words.t('preview.portalNote')}{shown === 'dark' && ` ${words.t('preview.darkNote')}`}
      </Typography>
      <Box data-portal-preview={shown} style={variables} sx={PORTAL_RULES}>
        <div className="pp-header">
          <span className="pp-header__menu" aria-hidden="true"><MenuIcon /></span>
          <span className="pp-header__name">Kari Nordmann</span>
        </div>
        <div className="pp-page">
          <div className="pp-h1">{words.t('sample.title')}</div>
          <div className="pp-tabs">
            <span className="pp-tab pp-tab--selected">{words.t('sample.month')}</span>
            <span className="pp-tab">{words.t('sample.year')}</span>
          </div>
          <div className="pp-card">
            <div className="pp-card__head">
              <div className="pp-h2">{words.t('sample.cardTitle')}</div>
              <span className="pp-badge">{words.t('sample.badge')}</span>
            </div>
            <p className="pp-p">{words.t('sample.body')}</p>
            <BarChart series={cartesian} label={words.t('sample.chart')} />
            <div className="pp-buttons">
              <span className="pp-button">{words.t('sample.primary')}</span>
              <span className="pp-button pp-button--ghost">{words.t('sample.outlined')}</span>
            </div>
          </div>
          <div className="pp-card">
            <div className="pp-h2">{words.t('sample.distribution')}</div>
            <Doughnut slices={radial} />
          </div>
          <div className="pp-info-box"><InfoOutlinedIcon fontSize="small" aria-hidden="true" />{words.t('sample.info')}</div>
          <div className="pp-info-box pp-info-box--alert"><WarningAmberIcon fontSize="small" aria-hidden="true" />{words.t('sample.attention')}</div>
        </div>
      </Box>
      <AppComponentsPreview part={part} />
    </Box>
  );
}

/** Stacked monthly columns, one segment per cartesian colour, on the theme's grid and axis colours. */
function BarChart({ series, label }: { readonly series: number; readonly label: string }) {
  return (
    <Box role="img" aria-label={label} sx={{ position: 'relative', height: 120, display: 'flex', alignItems: 'flex-end', gap: '10%', pl: '2rem', mb: '1rem' }}>
      {[0, 0.5, 1].map((line) => (
        <Box key={line} sx={{ position: 'absolute', left: '2rem', right: 0, bottom: `${line * 100}%`, borderTop: '1px solid var(--graph-grid)' }}>
          <Box component="span" sx={{ position: 'absolute', left: '-2rem', top: '-0.6rem', fontSize: '0.7rem', color: 'var(--graph-axis)' }}>{line * 400}</Box>
        </Box>
      ))}
      {MONTHS.map((height, month) => {
        const parts = Array.from({ length: series }, (_, s) => share(month, s));
        const total = parts.reduce((a, b) => a + b, 0);
        return (
          <Box key={month} style={{ height: `${height * 100}%` }} sx={{ flex: 1, display: 'flex', flexDirection: 'column-reverse', borderRadius: '3px 3px 0 0', overflow: 'hidden', zIndex: 1 }}>
            {parts.map((p, s) => <div key={s} data-graph-colour={s} style={{ flexGrow: p / total, flexBasis: 0, background: `var(--graph-${s})` }} />)}
          </Box>
        );
      })}
    </Box>
  );
}

/** A doughnut in the radial colours, equal slices. */
function Doughnut({ slices }: { readonly slices: number }) {
  const stops = Array.from({ length: slices }, (_, i) => `var(--graph-radial-${i}) ${(i * 100) / slices}% ${((i + 1) * 100) / slices}%`).join(', ');
  return (
    <Box aria-hidden="true" sx={{ width: 96, height: 96, borderRadius: '50%', mx: 'auto', position: 'relative' }} style={{ background: slices > 0 ? `conic-gradient(${stops})` : undefined }}>
      <Box sx={{ position: 'absolute', inset: '28%', borderRadius: '50%', background: 'var(--color-surface)' }} />
    </Box>
  );
}
