/**
 * The trend as a chart.js line chart: only the parts a line chart with a legend and tooltips uses
 * are registered, and this file loads with the statistics page, not with the console. The values
 * are also in a table beside it (statistics-trend.tsx), which is what a browser without a canvas shows.
 */
import { useTheme } from '@mui/material';
import { CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';

Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface TrendSeries {
  readonly label: string;
  readonly values: readonly number[];
}

let drawable: boolean | undefined;

/** Whether this browser gives a canvas a 2D context (a DOM without canvas, or one blocked, does not). */
export function canDrawCharts(): boolean {
  drawable ??= typeof document !== 'undefined' && document.createElement('canvas').getContext?.('2d') != null;
  return drawable;
}

export function TrendChart({ labels, series, label }: { readonly labels: readonly string[]; readonly series: readonly TrendSeries[]; readonly label: string }) {
  const theme = useTheme();
  const colours = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main];
  const data = useMemo<ChartData<'line', number[], string>>(() => ({
    labels: [...labels],
    datasets: series.map((s, i) => ({ label: s.label, data: [...s.values], borderColor: colours[i % colours.length], backgroundColor: colours[i % colours.length], tension: 0.2 })),
    // Colours come from the theme, which does not change while the page is open.
  }), [labels, series]);
  const options = useMemo<ChartOptions<'line'>>(() => ({
    responsive: true, maintainAspectRatio: false, animation: false,
    scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
    plugins: { legend: { position: 'bottom' } },
  }), []);
  return (
    <div style={{ position: 'relative', height: 280 }}>
      <Line data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
