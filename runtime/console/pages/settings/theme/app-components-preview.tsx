/**
 * The theme's component styles as the apps draw them (the portal does not apply them yet): views,
 * surfaces, labels, text styles, buttons, selector, favorites, pulsing IoT icons, tabs and menu, each
 * shown in every variant the part sets, on the part's background.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import BoltIcon from '@mui/icons-material/Bolt';
import type { FontWeight, ThemeBackground, ThemePart } from '../../../../../schemas/settings/theme.js';
import { PORTAL_ROOT } from './portal-look.js';
import { useThemeWords } from './theme-words.js';

const WEIGHT: Readonly<Record<FontWeight, number>> = { semiBold: 600, regular: 400 };

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 currentColor; }
  70% { box-shadow: 0 0 0 8px transparent; }
  100% { box-shadow: 0 0 0 0 transparent; }
`;

/** The set entries of a per-variant object, in the contract's order. */
function variants<T>(byVariant: Readonly<Record<string, T | undefined>> | undefined): [string, T][] {
  return Object.entries(byVariant ?? {}).filter((entry): entry is [string, T] => entry[1] !== undefined);
}

function backgroundStyle(background: ThemeBackground | undefined): CSSProperties {
  if (!background) return {};
  return background.type === 'image'
    ? { backgroundImage: `url("${encodeURI(background.imageUrl ?? '')}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : { background: background.color };
}

function Block({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Box>
      <Box sx={{ fontSize: 12, fontWeight: 600, opacity: 0.8, mb: 0.5 }}>{title}</Box>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>{children}</Stack>
    </Box>
  );
}

export function AppComponentsPreview({ part }: { readonly part: ThemePart }) {
  const words = useThemeWords();
  const c = part.components;
  const blocks: ReactNode[] = [];
  const views = variants(part.views);
  if (views.length) {
    blocks.push(
      <Block key="views" title={words.group('views')}>
        {views.map(([name, bg]) => (
          <Box key={name} sx={{ textAlign: 'center', fontSize: 11 }}>
            <Box style={backgroundStyle(bg)} sx={{ width: 64, height: 40, borderRadius: 1, border: '1px solid rgb(127 127 127 / 40%)' }} />
            {name} · {words.option(bg.behaviour)}
          </Box>
        ))}
      </Block>,
    );
  }
  const surfaces = variants(part.surfaces);
  if (surfaces.length) {
    blocks.push(
      <Block key="surfaces" title={words.group('surfaces')}>
        {surfaces.map(([name, s]) => <Box key={name} style={{ background: s.backgroundColor, color: s.textColor }} sx={{ px: 1.5, py: 1, borderRadius: 1.5, fontSize: 13 }}>{name}</Box>)}
      </Block>,
    );
  }
  const labels = variants(c?.label);
  if (labels.length) {
    blocks.push(
      <Block key="label" title={words.group('label')}>
        {labels.map(([name, s]) => <Box key={name} component="span" style={{ background: s.backgroundColor, color: s.textColor }} sx={{ px: 1, py: 0.25, borderRadius: 99, fontSize: 12, fontWeight: 600 }}>{name}</Box>)}
      </Block>,
    );
  }
  const texts = variants(c?.text);
  if (texts.length) {
    blocks.push(
      <Box key="text">
        <Box sx={{ fontSize: 12, fontWeight: 600, opacity: 0.8, mb: 0.5 }}>{words.group('text')}</Box>
        {texts.map(([name, s]) => (
          <Box key={name} style={{ fontSize: s.fontSize, fontWeight: WEIGHT[s.fontWeight], lineHeight: s.lineHeight ? `${s.lineHeight}px` : 1.25, color: s.color }}>{name}</Box>
        ))}
      </Box>,
    );
  }
  const buttons = variants(c?.button);
  if (buttons.length) {
    blocks.push(
      <Block key="button" title={words.group('button')}>
        {buttons.map(([name, s]) => (
          <Box
            key={name} component="span"
            style={{ background: s.backgroundColor, color: s.textColor, borderColor: s.borderColor ?? s.backgroundColor, borderRadius: s.borderRadius ?? 8 }}
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 40, px: 2, border: '1px solid', fontWeight: 600, fontSize: 14 }}
          >
            {name}
          </Box>
        ))}
      </Block>,
    );
  }
  if (c?.selector) {
    const s = c.selector;
    blocks.push(
      <Block key="selector" title={words.group('selector')}>
        <Box sx={{ display: 'inline-flex', borderRadius: 99, overflow: 'hidden', fontSize: 13, fontWeight: 600 }} style={{ background: s.backgroundColor, color: s.textColor }}>
          <Box component="span" sx={{ px: 1.5, py: 0.5, borderRadius: 99 }} style={{ background: s.selectedBackgroundColor, color: s.selectedTextColor }}>{words.t('sample.month')}</Box>
          <Box component="span" sx={{ px: 1.5, py: 0.5 }}>{words.t('sample.year')}</Box>
        </Box>
      </Block>,
    );
  }
  const favorites = variants(c?.favorite);
  if (favorites.length) {
    blocks.push(
      <Block key="favorite" title={words.group('favorite')}>
        {favorites.map(([name, s]) => (
          <Box key={name} style={{ background: s.backgroundColor, color: s.textColor }} sx={{ width: 88, p: 1, borderRadius: 2, fontSize: 12, fontWeight: 600 }}>
            <BoltIcon aria-hidden="true" style={{ color: s.iconColor }} />
            <div>{name}</div>
          </Box>
        ))}
      </Block>,
    );
  }
  const pulsing = variants(c?.iot?.pulsingIcon);
  if (pulsing.length) {
    blocks.push(
      <Block key="iot" title={words.group('iot')}>
        {pulsing.map(([name, colour]) => (
          <Stack key={name} direction="row" spacing={0.75} sx={{ alignItems: 'center', fontSize: 12 }}>
            <Box
              style={{ background: colour, color: colour }}
              sx={{ width: 12, height: 12, borderRadius: '50%', animation: `${pulse} 1.8s ease-out infinite`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
            />
            <span>{name}</span>
          </Stack>
        ))}
      </Block>,
    );
  }
  if (c?.tabs) {
    const s = c.tabs;
    blocks.push(
      <Block key="tabs" title={words.group('tabs')}>
        <Box sx={{ display: 'inline-flex', fontSize: 13, fontWeight: 600, borderRadius: 1, overflow: 'hidden' }} style={{ background: s.backgroundColor, color: s.textColor }}>
          <Box component="span" sx={{ px: 1.5, py: 0.75 }} style={{ background: s.activeBackgroundColor, color: s.activeTextColor }}>{words.t('sample.month')}</Box>
          <Box component="span" sx={{ px: 1.5, py: 0.75 }}>{words.t('sample.year')}</Box>
        </Box>
      </Block>,
    );
  }
  if (c?.menu) {
    const s = c.menu;
    blocks.push(
      <Block key="menu" title={words.group('menu')}>
        <Stack direction="row" spacing={2} sx={{ px: 1.5, py: 1, borderRadius: 1, fontSize: 13, fontWeight: 600 }} style={{ background: s.backgroundColor, color: s.textColor }}>
          <span style={{ color: s.activeColor, borderBottom: `2px solid ${s.activeColor}` }}>{words.t('sample.home')}</span>
          <span>{words.t('sample.invoices')}</span>
        </Stack>
      </Block>,
    );
  }
  const colours = Array.isArray(part.backgroundColors) ? part.backgroundColors : [];
  const background = colours.length > 1 ? `linear-gradient(180deg, ${colours.join(', ')})` : colours[0];
  return (
    <Box data-apps-preview sx={{ mt: 2 }}>
      <Typography component="h3" variant="overline" sx={{ display: 'block' }}>{words.t('preview.apps')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{words.t('preview.appsNote')}</Typography>
      <Box data-apps-preview="" style={{ background, color: part.foregroundColor, fontFamily: PORTAL_ROOT['--font'] }} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 2 }}>
        {blocks.length > 0 ? blocks : <Box sx={{ fontSize: 14 }}>{words.t('preview.noComponents')}</Box>}
      </Box>
    </Box>
  );
}
