/**
 * Statistics and monitoring (issue 6 §5; back-office §7 Bridge and layout, Messaging and support):
 * the organisation's customer figures for a period (GET /v3/account/statistics/bridge/{organisation},
 * by default the server's last 30 days) as cards, their trend as a chart, the monitoring alerts for
 * the scopes that may read them, and the platform's service status.
 */
import { Alert, Box, Button, Card, CardContent, CircularProgress, Grid, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { Title, useDataProvider, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import type { BridgeStatistics } from '../../../../schemas/bridge.js';
import { bridgeArea } from '../../../../schemas/endpoints/bridge.js';
import { callOperationOf } from '../../data-provider.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useAreaWords } from '../area-words.js';
import { useLoaded } from '../use-loaded.js';
import { MonitoringAlerts } from './monitoring-alerts.js';
import { ServiceStatus } from './service-status.js';
import { statisticsCalls, type Period } from './statistics-calls.js';
import { dayText, StatisticsTrend } from './statistics-trend.js';

/** Totals as they stood at the period's end, then what happened in it. */
const TOTALS = ['accounts', 'users', 'locations', 'iotUsers'] as const;
const IN_PERIOD = ['newAccounts', 'activeUsers'] as const;

const mayReadAlerts = (scope: string | undefined) => scope !== undefined && (bridgeArea.endpoints.getMonitoringAlerts.access.staff as readonly string[]).includes(scope);

export function StatisticsPage() {
  const t = useAreaWords('statistics');
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const calls = useMemo(() => statisticsCalls(callOperationOf(dataProvider)), [dataProvider]);
  const { permissions } = usePermissions<{ scope?: string; organisation?: string } | undefined>();
  const organisation = permissions?.organisation;
  const [period, setPeriod] = useState<Period>();
  const figures = useLoaded(async () => (organisation ? calls.statistics(organisation, period) : new Promise<never>(() => {})), [calls, organisation, period]);

  return (
    <Stack spacing={4} sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Box component="section" aria-labelledby="statistics-figures">
        <Typography variant="h6" component="h2" id="statistics-figures">{t('figures.heading', { organisation: organisation ?? '' })}</Typography>
        <PeriodForm shown={figures.status === 'ready' ? figures.data : undefined} onShow={setPeriod} />
        {figures.status === 'loading' ? <CircularProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} /> : null}
        {figures.status === 'error' ? (
          <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" onClick={figures.reload}>{translate('ampere.common.retry')}</Button>}>
            {t('figures.error', { message: errorMessage(figures.error) })}
          </Alert>
        ) : null}
        {figures.status === 'ready' ? <Figures statistics={figures.data} /> : null}
      </Box>
      {figures.status === 'ready' && organisation ? <StatisticsTrend calls={calls} organisation={organisation} current={figures.data} /> : null}
      {mayReadAlerts(permissions?.scope) ? <MonitoringAlerts calls={calls} /> : null}
      <ServiceStatus calls={calls} />
    </Stack>
  );
}

/** From and to of the period shown; the fields start at the period the server answered. */
function PeriodForm({ shown, onShow }: { readonly shown: Period | undefined; readonly onShow: (p: Period) => void }) {
  const t = useAreaWords('statistics');
  const [edited, setEdited] = useState<Partial<Period>>({});
  const from = edited.from ?? shown?.from ?? '';
  const to = edited.to ?? shown?.to ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) onShow({ from, to });
  };
  return (
    <Stack component="form" direction="row" spacing={2} aria-label={t('period.label')} onSubmit={submit} sx={{ my: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField type="date" size="small" label={t('period.from')} value={from} onChange={(e) => setEdited((p) => ({ ...p, from: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField type="date" size="small" label={t('period.to')} value={to} onChange={(e) => setEdited((p) => ({ ...p, to: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
      <Button type="submit" variant="outlined" disabled={!from || !to}>{t('period.show')}</Button>
    </Stack>
  );
}

function Figures({ statistics }: { readonly statistics: BridgeStatistics }) {
  const t = useAreaWords('statistics');
  const [locale] = useLocaleState();
  const card = (key: (typeof TOTALS)[number] | (typeof IN_PERIOD)[number], note: string) => (
    <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
      <Card variant="outlined" component="figure" aria-labelledby={`figure-${key}`} sx={{ m: 0, height: '100%' }}>
        <CardContent>
          <Typography id={`figure-${key}`} color="text.secondary">{t(`figures.${key}`)}</Typography>
          <Typography variant="h4" component="p">{statistics[key].toLocaleString(locale)}</Typography>
          <Typography variant="caption" color="text.secondary">{note}</Typography>
        </CardContent>
      </Card>
    </Grid>
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('period.range', { from: dayText(statistics.from, locale), to: dayText(statistics.to, locale) })}
      </Typography>
      <Grid container spacing={2}>
        {IN_PERIOD.map((key) => card(key, t('figures.inPeriod')))}
        {TOTALS.map((key) => card(key, t('figures.atEnd')))}
      </Grid>
    </>
  );
}

export default StatisticsPage;
