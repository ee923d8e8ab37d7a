/**
 * How the message will look in a customer's inbox: the row in the list (unread, just now) and the
 * message opened, with where its button leads. The portal has no inbox screen of its own yet, so the
 * look is the app's usual one: type icon, bold title while unread, two lines of text, the time.
 */
import BarChartIcon from '@mui/icons-material/BarChart';
import RecyclingIcon from '@mui/icons-material/Recycling';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SensorsIcon from '@mui/icons-material/Sensors';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Avatar, Box, Divider, List, ListItem, ListItemAvatar, ListItemText, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useLocaleState } from 'react-admin';
import type { Language } from '../../../../schemas/core/primitives.js';
import type { InboxItemType } from '../../../../schemas/inbox.js';
import { CONSOLE_LOCALE_NAMES } from '../../i18n/locales.js';
import { LANGUAGES, type Draft } from './composer-model.js';
import { useComposerWords } from './composer-words.js';

const ICONS: Readonly<Record<InboxItemType, ReactElement>> = {
  INFORMATION: <InfoOutlinedIcon />,
  WARNING: <WarningAmberIcon />,
  INVOICE: <ReceiptLongIcon />,
  MONTHLY_REPORT: <BarChartIcon />,
  IOT: <SensorsIcon />,
  WASTE: <RecyclingIcon />,
};

/** The opened message's button, drawn as the app draws it; in the preview it leads nowhere. */
function FakeButton({ children }: { readonly children: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-block', px: 2, py: 0.75, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', typography: 'button' }}>
      {children}
    </Box>
  );
}

function Action({ draft, language }: { readonly draft: Draft; readonly language: Language }) {
  const words = useComposerWords();
  if (draft.navigation === 'NONE') return null;
  if (draft.navigation === 'EXTERNAL_URL') {
    const url = draft.linkTargets[language].trim();
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <FakeButton>{draft.linkName.trim() || words.t('preview.open', { target: 'EXTERNAL_URL' })}</FakeButton>
        {url ? <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>{url}</Typography> : null}
      </Stack>
    );
  }
  const label = draft.navigation === 'MONTHLY_REPORT'
    ? words.t('preview.monthlyReport', { month: draft.monthDateKey.trim() || '20YY-MM' })
    : words.t('preview.open', { target: draft.navigation });
  return <Box><FakeButton>{label}</FakeButton></Box>;
}

export function InboxPreview({ draft }: { readonly draft: Draft }) {
  const words = useComposerWords();
  const [locale] = useLocaleState();
  const [language, setLanguage] = useState<Language>((LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : 'en');
  const title = draft.title.trim() || words.t('preview.noTitle');
  return (
    <Paper component="aside" variant="outlined" aria-label={words.t('preview.label')} sx={{ p: 2, width: { md: 360 }, flexShrink: 0 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">{words.t('preview.label')}</Typography>
        {draft.navigation === 'EXTERNAL_URL' ? (
          <TextField select size="small" label={words.t('preview.language')} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
            {LANGUAGES.map((l) => <MenuItem key={l} value={l}>{CONSOLE_LOCALE_NAMES[l]}</MenuItem>)}
          </TextField>
        ) : null}
        <Typography variant="overline" component="h3">{words.t('preview.inbox')}</Typography>
        <List disablePadding aria-label={words.t('preview.inbox')}>
          <ListItem alignItems="flex-start" sx={{ bgcolor: 'action.hover', borderRadius: 1 }}>
            <ListItemAvatar>
              <Avatar aria-label={words.value(draft.type)} sx={{ bgcolor: draft.type === 'WARNING' ? 'warning.main' : 'primary.main' }}>{ICONS[draft.type]}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={<Typography sx={{ fontWeight: 700 }}>{title}</Typography>}
              secondary={
                <>
                  <Typography component="span" variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{draft.body}</Typography>
                  <Typography component="span" variant="caption" color="text.secondary">{`${words.t('preview.now')} · ${words.t('preview.unread')}`}</Typography>
                </>
              }
              slotProps={{ secondary: { component: 'span', sx: { display: 'flex', flexDirection: 'column' } } }}
            />
          </ListItem>
        </List>
        <Divider />
        <Typography variant="overline" component="h3">{words.t('preview.opened')}</Typography>
        <Stack spacing={1} role="article" aria-label={title}>
          <Typography variant="caption" color="text.secondary">{words.value(draft.type)}</Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>{title}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{draft.body}</Typography>
          <Action draft={draft} language={language} />
        </Stack>
      </Stack>
    </Paper>
  );
}
