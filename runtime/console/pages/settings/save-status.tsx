/**
 * Where the draft's saving stands, said in words and announced to screen readers: saving, saved (and
 * when), or not saved and why — the edit is kept, and a failed save can be tried again.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Autosave } from './use-autosave.js';
import { useSettingsWords } from './settings-words.js';

export function SaveStatus({ autosave }: { readonly autosave: Autosave }) {
  const words = useSettingsWords();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { state } = autosave;
  let text: string;
  let icon = null;
  let tone: 'text.secondary' | 'error.main' | 'success.main' = 'text.secondary';
  switch (state.status) {
    case 'idle':
      text = words.t('save.idle');
      break;
    case 'pending':
      text = words.t('save.pending');
      break;
    case 'saving':
      text = translate('ampere.common.saving');
      icon = <CircularProgress size={16} aria-hidden />;
      break;
    case 'saved':
      text = words.t('save.saved', { time: state.at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) });
      icon = <CheckCircleIcon fontSize="small" color="success" aria-hidden />;
      break;
    case 'invalid':
      text = words.t('save.invalid', { smart_count: state.count });
      icon = <ErrorIcon fontSize="small" color="error" aria-hidden />;
      tone = 'error.main';
      break;
    case 'failed':
      text = words.t('save.failed', { reason: state.reason });
      icon = <ErrorIcon fontSize="small" color="error" aria-hidden />;
      tone = 'error.main';
      break;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {icon}
        <Typography variant="body2" color={tone}>{text}</Typography>
      </Box>
      {state.status === 'failed' && (
        <Button size="small" variant="outlined" onClick={() => void autosave.flush()}>{words.t('save.retry')}</Button>
      )}
    </Box>
  );
}
