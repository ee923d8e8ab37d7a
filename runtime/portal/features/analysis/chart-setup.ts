/**
 * chart.js for the analysis only (this folder is its own chunk): just the parts the history bars,
 * the compare line and the distribution doughnut use are registered, so the rest is shaken out.
 * Colours are the theme's CSS variables (app/theme.ts), read when a chart is drawn.
 */
import {
  ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, LinearScale, LineController, LineElement, PointElement, Tooltip,
} from 'chart.js';
import { cssColour } from '../../app/theme.js';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Tooltip);

/** The portal's own graph colours, used when the published theme has none (the demo theme's). */
const CARTESIAN = ['#1f7a8c', '#f2a541', '#5c946e', '#c8553d', '#6c5b7b', '#2e86ab'];
const RADIAL = ['#0b3d5c', '#1f7a8c', '#7fb7be', '#f2a541', '#f6d186', '#c8553d', '#5c946e', '#b8c4bb'];

export interface ChartColours {
  readonly bar: string;
  /** Production's bars: another colour than consumption's, as energy apps draw what the sun gave. */
  readonly production: string;
  readonly line: string;
  readonly grid: string;
  readonly axis: string;
  readonly radial: readonly string[];
}

export function chartColours(): ChartColours {
  return {
    bar: cssColour('--graph-0', CARTESIAN[0]!),
    production: cssColour('--graph-2', CARTESIAN[2]!),
    line: cssColour('--graph-1', CARTESIAN[1]!),
    grid: cssColour('--graph-grid', '#d0d7de'),
    axis: cssColour('--graph-axis', '#52606d'),
    radial: RADIAL.map((fallback, i) => cssColour(`--graph-radial-${i}`, fallback)),
  };
}

/** A colour at an opacity: #rgb, #rrggbb and rgb() are made rgba; any other form is returned as it is. */
export function withOpacity(colour: string, opacity: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${opacity})`;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(colour.trim());
  return rgb ? `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${opacity})` : colour;
}

let drawable: boolean | undefined;

/**
 * Whether this browser gives a canvas a 2D context. Without one (a canvas blocked by a privacy
 * setting, or a DOM without canvas) the charts' values are shown as tables instead.
 */
export function canDrawCharts(): boolean {
  drawable ??= typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  return drawable;
}
