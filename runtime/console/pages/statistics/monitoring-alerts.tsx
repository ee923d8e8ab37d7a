/**
 * Monitoring alerts (back-office §7 GET /v3/account/monitoring/alerts), firing first: each with its
 * severity, state, service, summary and times. When the source cannot be read the server's own
 * message shows ('Failed to fetch monitoring alerts', back-office §8) with a way to try again.
 */
import { Alert, Box, Button, Chip, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { MonitoringAlert, MonitoringAlertSeverity } from '../../../../schemas/bridge.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useAreaWords } from '../area-words.js';
import { useLoaded } from '../use-loaded.js';
import type { StatisticsCalls } from './statistics-calls.js';

const SEVERITY_COLOUR: Readonly<Record<MonitoringAlertSeverity, 'info' | 'warning' | 'error'>> = { info: 'info', warning: 'warning', critical: 'error' };

export function MonitoringAlerts({ calls }: { readonly calls: StatisticsCalls }) {
  const t = useAreaWords('statistics');
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const alerts = useLoaded(() => calls.alerts(), [calls]);
  const when = (at: Date) => at.toLocaleString(locale);
  return (
    <Box component="section" aria-labelledby="statistics-alerts">
      <Typography variant="h6" component="h2" id="statistics-alerts">{t('alerts.heading')}</Typography>
      {alerts.status === 'loading' ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : null}
      {alerts.status === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" onClick={alerts.reload}>{translate('ampere.common.retry')}</Button>}>{errorMessage(alerts.error)}</Alert>
      ) : null}
      {alerts.status === 'ready' && alerts.data.length === 0 ? <Typography>{t('alerts.empty')}</Typography> : null}
      {alerts.status === 'ready' && alerts.data.length > 0 ? (
        <List aria-labelledby="statistics-alerts">
          {alerts.data.map((a: MonitoringAlert) => (
            <ListItem key={a.id} divider alignItems="flex-start">
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Chip size="small" color={SEVERITY_COLOUR[a.severity]} label={t(`severity.${a.severity}`)} aria-label={`${t('alerts.severity')}: ${t(`severity.${a.severity}`)}`} />
                    <Chip size="small" variant="outlined" label={t(`alerts.${a.state}`)} />
                    <span>{a.name}</span>
                  </Stack>
                }
                secondary={[a.service, a.summary, t('alerts.since', { time: when(a.startedAt) }), a.resolvedAt ? t('alerts.resolvedAt', { time: when(a.resolvedAt) }) : undefined]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}
