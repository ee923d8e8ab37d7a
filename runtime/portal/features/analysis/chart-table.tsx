/**
 * The chart's values as a table: for screen readers beside the canvas (which is hidden from them),
 * or shown where no canvas can be drawn. One row per bar with its full name, value, the compare
 * value and whether it is estimated; the bar the keyboard is on is marked.
 */
import { useTranslation } from '../../app/translation.js';
import type { ChartModel } from './chart-model.js';
import type { ChartTexts } from './history-chart.js';

export function ChartTable({ model, texts, caption, visible = false, active = null }: {
  readonly model: ChartModel;
  readonly texts: ChartTexts;
  readonly caption: string;
  readonly visible?: boolean;
  readonly active?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <table className={visible ? 'table history__table' : 'visually-hidden'} data-testid="analysis-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analysis.table.period')}</th>
          <th scope="col">{texts.barName}</th>
          {model.line && <th scope="col">{texts.lineName}</th>}
        </tr>
      </thead>
      <tbody>
        {model.bars.map((bar, i) => {
          const compared = model.line?.values[i];
          return (
            <tr key={bar.key} aria-current={i === active ? 'true' : undefined}>
              <th scope="row">{texts.titles[i]}</th>
              <td>{bar.value === null ? '–' : texts.bar(bar.value)}{bar.certain ? '' : ` (${texts.estimated})`}</td>
              {model.line && <td>{compared === null || compared === undefined ? '–' : texts.line(compared)}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
