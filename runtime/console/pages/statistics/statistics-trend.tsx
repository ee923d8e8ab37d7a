/**
 * The trend: the period's figures beside those of the five periods of the same length before it
 * (each read with the same statistics call), as a chart and as a table. The table is what screen
 * readers read and what shows where no canvas can be drawn.
 */
import { Alert, Box, Button, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { BridgeStatistics } from '../../../../schemas/bridge.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useAreaWords } from '../area-words.js';
import { useLoaded } from '../use-loaded.js';
import { periodsBefore, TREND_PERIODS_BEFORE, type Period, type StatisticsCalls } from './statistics-calls.js';
import { canDrawCharts, TrendChart } from './trend-chart.js';

const SERIES = ['newAccounts', 'activeUsers', 'accounts'] as const;

/** Hidden from the eye, read by screen readers. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function dayText(day: string, locale: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' });
}

export function StatisticsTrend({ calls, organisation, current }: { readonly calls: StatisticsCalls; readonly organisation: string; readonly current: BridgeStatistics }) {
  const t = useAreaWords('statistics');
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const trend = useLoaded(async () => {
    const before = await Promise.all(periodsBefore(current, TREND_PERIODS_BEFORE).map((p: Period) => calls.statistics(organisation, p)));
    return [...before, current];
  }, [calls, organisation, current]);

  return (
    <Box component="section" aria-labelledby="statistics-trend">
      <Typography variant="h6" component="h2" id="statistics-trend">{t('trend.heading')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('trend.note')}</Typography>
      {trend.status === 'loading' ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : null}
      {trend.status === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" onClick={trend.reload}>{translate('ampere.common.retry')}</Button>}>
          {t('figures.error', { message: errorMessage(trend.error) })}
        </Alert>
      ) : null}
      {trend.status === 'ready' ? <TrendView rows={trend.data} locale={locale} /> : null}
    </Box>
  );
}

function TrendView({ rows, locale }: { readonly rows: readonly BridgeStatistics[]; readonly locale: string }) {
  const t = useAreaWords('statistics');
  const labels = rows.map((r) => dayText(r.to, locale));
  const chart = canDrawCharts();
  return (
    <>
      {chart ? <TrendChart labels={labels} series={SERIES.map((k) => ({ label: t(`figures.${k}`), values: rows.map((r) => r[k]) }))} label={t('trend.chart')} /> : null}
      <Table size="small" aria-label={t('trend.heading')} sx={chart ? VISUALLY_HIDDEN : { maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{t('trend.periodEnd')}</TableCell>
            {SERIES.map((k) => <TableCell key={k} component="th" scope="col" align="right">{t(`figures.${k}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={r.to}>
              <TableCell component="th" scope="row" title={t('period.range', { from: dayText(r.from, locale), to: dayText(r.to, locale) })}>{labels[i]}</TableCell>
              {SERIES.map((k) => <TableCell key={k} align="right">{r[k].toLocaleString(locale)}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
