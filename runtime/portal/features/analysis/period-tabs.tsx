/**
 * portal §2 "period tabs": the service's allowed periods (§4) as ARIA tabs: one tab stop, the
 * arrow keys (and Home/End) move between them and select as they go.
 */
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../app/translation.js';
import type { AnalysisTab } from '../../../../schemas/insights-analysis.js';

export function PeriodTabs({ periods, selected, panelId, onSelect }: {
  readonly periods: readonly AnalysisTab[];
  readonly selected: AnalysisTab;
  readonly panelId: string;
  readonly onSelect: (period: AnalysisTab) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef(new Map<AnalysisTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const at = periods.indexOf(selected);
    const to = ({ ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: periods.length - 1 } as Record<string, number>)[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = periods[(to + periods.length) % periods.length]!;
    onSelect(next);
    refs.current.get(next)?.focus();
  };

  return (
    <div className="tabs analysis__tabs" role="tablist" aria-label={t('analysis.period.label')} onKeyDown={onKeyDown}>
      {periods.map((p) => (
        <button
          key={p}
          ref={(el) => {
            if (el) refs.current.set(p, el);
            else refs.current.delete(p);
          }}
          type="button"
          role="tab"
          className="tab"
          id={`${panelId}-${p}`}
          aria-selected={p === selected}
          aria-controls={panelId}
          tabIndex={p === selected ? 0 : -1}
          onClick={() => onSelect(p)}
        >
          {t(`analysis.period.${p}`)}
        </button>
      ))}
    </div>
  );
}
