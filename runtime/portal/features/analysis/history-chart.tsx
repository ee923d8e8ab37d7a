/**
 * portal §2 Chart: bars (rounded tops; certainty below 1 at half opacity), the compare line cut at
 * today, at most 6 ticks on the time axis and the three-step value axis (§9). The mouse hovers and
 * clicks the canvas; the keyboard reaches the same bars: the chart is one tab stop, the arrow keys
 * move between bars (the tooltip follows and the bar is announced), Enter opens it. Data and options
 * are built once per model, so hovering never rebuilds the chart.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../app/translation.js';
import type { ActiveElement, Chart as ChartJS, ChartData, ChartOptions } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { UNCERTAIN_BAR_OPACITY } from '../../../../schemas/measurement.js';
import { canDrawCharts, chartColours, withOpacity } from './chart-setup.js';
import { ChartTable } from './chart-table.js';
import type { ChartModel } from './chart-model.js';
import type { AxisFormat } from './values.js';

/** portal §2 "at most 6 ticks". */
export const MAX_TICKS = 6;
const BAR_RADIUS = 6;

export interface ChartTexts {
  /** Short label of each bar (the axis), and its full name (tooltip, table, announcement). */
  readonly labels: readonly string[];
  readonly titles: readonly string[];
  readonly barName: string;
  readonly lineName: string | undefined;
  readonly estimated: string;
  readonly bar: (value: number) => string;
  readonly line: (value: number) => string;
  readonly axis: AxisFormat | undefined;
  readonly lineAxis: AxisFormat | undefined;
}

type Kind = 'bar' | 'line';
type Data = ChartData<Kind, (number | null)[], string>;

/** The chart.js data of a model: one bar dataset, and the compare line when there is one. */
export function chartData(model: ChartModel, texts: ChartTexts, production = false, colours = chartColours()): Data {
  const fill = production ? colours.production : colours.bar;
  const bar = {
    type: 'bar' as const,
    label: texts.barName,
    data: model.bars.map((b) => b.value),
    backgroundColor: model.bars.map((b) => (b.certain ? fill : withOpacity(fill, UNCERTAIN_BAR_OPACITY))),
    borderRadius: { topLeft: BAR_RADIUS, topRight: BAR_RADIUS, bottomLeft: 0, bottomRight: 0 },
    borderSkipped: 'start' as const,
    maxBarThickness: 32,
    yAxisID: 'y',
    order: 2,
  };
  if (!model.line) return { labels: [...texts.labels], datasets: [bar] };
  const line = {
    type: 'line' as const,
    label: texts.lineName ?? '',
    data: [...model.line.values],
    borderColor: colours.line,
    backgroundColor: colours.line,
    borderWidth: 2,
    pointRadius: 2,
    tension: 0.3,
    spanGaps: false,
    yAxisID: model.line.choice === 'previousPeriod' ? 'y' : 'y1',
    order: 1,
  };
  return { labels: [...texts.labels], datasets: [bar, line] };
}

interface Handlers {
  drillable(index: number): boolean;
  onDrill(index: number): void;
  onActive(index: number | null): void;
}

export function chartOptions(model: ChartModel, texts: ChartTexts, handlers: { readonly current: Handlers }, colours = chartColours()): ChartOptions<Kind> {
  const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const valueAxis = (axis: ChartModel['axis'], format: AxisFormat | undefined, position: 'left' | 'right') => ({
    type: 'linear' as const,
    position,
    min: axis?.min,
    max: axis?.max,
    grid: { color: colours.grid, drawOnChartArea: position === 'left' },
    border: { display: false },
    ticks: { stepSize: axis?.tickSize, maxTicksLimit: MAX_TICKS, color: colours.axis, callback: (v: number | string) => format?.tick(Number(v)) ?? String(v) },
    title: { display: format !== undefined, text: format?.unit ?? '', color: colours.axis },
  });
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reduced ? false : { duration: 300 },
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { type: 'category', grid: { display: false }, ticks: { maxTicksLimit: MAX_TICKS, autoSkip: true, maxRotation: 0, color: colours.axis } },
      y: valueAxis(model.axis, texts.axis, 'left'),
      ...(model.lineAxis ? { y1: valueAxis(model.lineAxis, texts.lineAxis, 'right') } : {}),
    },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => texts.titles[items[0]?.dataIndex ?? 0] ?? '',
          label: (item) => (item.raw === null || item.raw === undefined ? '' : `${item.dataset.label}: ${item.datasetIndex === 0 ? texts.bar(Number(item.raw)) : texts.line(Number(item.raw))}`),
          afterBody: (items) => (items.some((i) => i.datasetIndex === 0 && model.bars[i.dataIndex]?.certain === false) ? texts.estimated : ''),
        },
      },
    },
    onHover: (event, elements: ActiveElement[]) => {
      const index = elements[0]?.index ?? null;
      const target = event.native?.target;
      if (target instanceof HTMLElement) target.style.cursor = index !== null && handlers.current.drillable(index) ? 'pointer' : 'default';
      handlers.current.onActive(index);
    },
    onClick: (_event, elements: ActiveElement[]) => {
      const index = elements[0]?.index;
      if (index !== undefined && handlers.current.drillable(index)) handlers.current.onDrill(index);
    },
  };
}

/** The bar's text for the announcement: 'November 2026: 417,6 kWh', with the compare value and 'estimated'. */
export function barAnnouncement(model: ChartModel, texts: ChartTexts, index: number): string {
  const bar = model.bars[index];
  if (!bar) return '';
  const parts = [`${texts.titles[index]}: ${bar.value === null ? '–' : texts.bar(bar.value)}`];
  const compared = model.line?.values[index];
  if (texts.lineName && compared !== null && compared !== undefined) parts.push(`${texts.lineName}: ${texts.line(compared)}`);
  if (!bar.certain) parts.push(texts.estimated);
  return parts.join(', ');
}

function showActive(chart: ChartJS<Kind, (number | null)[], string> | null, index: number | null): void {
  if (!chart) return;
  if (index === null) {
    chart.setActiveElements([]);
    chart.tooltip?.setActiveElements([], { x: 0, y: 0 });
  } else {
    const elements = chart.data.datasets.map((_, datasetIndex) => ({ datasetIndex, index })).filter((e) => chart.data.datasets[e.datasetIndex]?.data[index] != null);
    const point = chart.getDatasetMeta(0).data[index];
    chart.setActiveElements(elements);
    chart.tooltip?.setActiveElements(elements, { x: point?.x ?? 0, y: point?.y ?? 0 });
  }
  chart.update();
}

export function HistoryChart({ model, texts, caption, production = false, drillable, onDrill, onActive }: {
  readonly model: ChartModel;
  readonly texts: ChartTexts;
  readonly caption: string;
  readonly production?: boolean;
} & Handlers) {
  const { t } = useTranslation();
  const hintId = useId();
  const chartRef = useRef<ChartJS<Kind, (number | null)[], string> | null>(null);
  const handlers = useRef<Handlers>({ drillable, onDrill, onActive });
  handlers.current = { drillable, onDrill, onActive };
  const [focused, setFocused] = useState<number | null>(null);

  const data = useMemo(() => chartData(model, texts, production), [model, texts, production]);
  const options = useMemo(() => chartOptions(model, texts, handlers), [model, texts]);

  // A new period starts without a keyboard position.
  useEffect(() => setFocused(null), [model]);

  const move = (index: number | null) => {
    setFocused(index);
    showActive(chartRef.current, index);
    onActive(index);
  };
  const lastWithData = () => {
    for (let i = model.bars.length - 1; i >= 0; i--) if (model.bars[i]!.value !== null) return i;
    return 0;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = model.bars.length - 1;
    const at = focused ?? lastWithData();
    const to = ({ ArrowRight: Math.min(last, at + 1), ArrowLeft: Math.max(0, at - 1), Home: 0, End: last } as Record<string, number>)[event.key];
    if (to !== undefined) {
      event.preventDefault();
      move(to);
    } else if ((event.key === 'Enter' || event.key === ' ') && focused !== null && drillable(focused)) {
      event.preventDefault();
      onDrill(focused);
    } else if (event.key === 'Escape') {
      move(null);
    }
  };

  const drawable = canDrawCharts();
  return (
    <div
      className={drawable ? 'history__chart' : 'history__chart history__chart--table'}
      role="group"
      aria-roledescription={t('analysis.chart.role')}
      aria-label={caption}
      aria-describedby={hintId}
      tabIndex={0}
      data-testid="analysis-chart"
      onKeyDown={onKeyDown}
      onFocus={(e) => e.target === e.currentTarget && focused === null && move(lastWithData())}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && showActive(chartRef.current, null)}
    >
      {drawable ? (
        <Chart ref={chartRef} type="bar" data={data} options={options} aria-hidden="true" role="presentation" />
      ) : (
        <ChartTable model={model} texts={texts} caption={caption} visible active={focused} />
      )}
      <p id={hintId} className="visually-hidden">{t('analysis.chart.keys')}</p>
      <p className="visually-hidden" aria-live="polite" data-testid="analysis-active-bar">
        {focused !== null ? `${barAnnouncement(model, texts, focused)}${drillable(focused) ? `. ${t('analysis.chart.open')}` : ''}` : ''}
      </p>
    </div>
  );
}
