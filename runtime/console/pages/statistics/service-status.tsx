/**
 * The platform's services and whether each is up (GET /v3/status): 200 is up, 204 an integration
 * not configured, anything else down with its status and message (a job queue's says its depth). A failed check shows what back-office §8 says it returns (the
 * error's data, or the gateway down with 500), so the list is never empty for a reason nobody sees.
 */
import { Box, Chip, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ServiceStatusEntry } from '../../../../schemas/support.js';
import { useAreaWords } from '../area-words.js';
import { useLoaded } from '../use-loaded.js';
import type { StatisticsCalls } from './statistics-calls.js';

export function ServiceStatus({ calls }: { readonly calls: StatisticsCalls }) {
  const t = useAreaWords('statistics');
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const statuses = useLoaded(() => calls.statuses(), [calls]);
  return (
    <Box component="section" aria-labelledby="statistics-status">
      <Typography variant="h6" component="h2" id="statistics-status">{t('status.heading')}</Typography>
      {statuses.status === 'loading' ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : null}
      {statuses.status === 'ready' && statuses.data.length === 0 ? <Typography>{t('status.empty')}</Typography> : null}
      {statuses.status === 'ready' && statuses.data.length > 0 ? (
        <List aria-labelledby="statistics-status" dense>
          {statuses.data.map((s: ServiceStatusEntry) => {
            const up = s.status === 200;
            const unused = s.status === 204;
            const label = up ? t('status.up') : unused ? t('status.notConfigured') : t('status.down', { status: s.status });
            return (
              <ListItem key={s.name} divider>
                <Chip size="small" color={up ? 'success' : unused ? 'default' : 'error'} label={label} sx={{ mr: 2, minWidth: 96 }} />
                <ListItemText
                  primary={s.name}
                  secondary={[s.version, s.message, s.checkedAt ? t('status.checked', { time: s.checkedAt.toLocaleString(locale) }) : undefined].filter(Boolean).join(' · ')}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </Box>
  );
}
