/**
 * portal §2, §4 "quarter-hour strip": for a 15-minute service in day view, the four quarters of the
 * hour last hovered or focused (after the §9 1000 ms debounce), each with a clock icon whose filled
 * quarter turns 0, 90, 180 and 270 degrees (§9 "quarter-hour icon angles").
 */
import { useId } from 'react';
import { useTranslation } from '../../app/translation.js';
import { VIEWS } from '../../../../schemas/constants.js';
import type { AnalysisParameter } from '../../../../schemas/measurement.js';
import { hourText, quarterTitle, type LabelContext } from './labels.js';
import { useQuarterHours, type AnswerCache } from './use-analysis-data.js';
import { formatValue, type ValueContext } from './values.js';

export function QuarterIcon({ angle }: { readonly angle: number }) {
  return (
    <svg className="quarter-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" data-angle={angle}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M12 12V2a10 10 0 0 1 10 10z" fill="currentColor" transform={`rotate(${angle} 12 12)`} />
    </svg>
  );
}

export function QuarterHourStrip({ cache, serviceId, hour, main, labels, values }: {
  readonly cache: AnswerCache;
  readonly serviceId: string;
  readonly hour: string | undefined;
  readonly main: AnalysisParameter;
  readonly labels: LabelContext;
  readonly values: ValueContext;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const quarters = useQuarterHours(cache, serviceId, hour);
  const amounts = (quarters ?? []).slice(0, VIEWS.HOUR_QUARTERS).map((q) => q.value[main]?.total ?? null);
  const largest = Math.max(0, ...amounts.map((a) => Math.abs(a ?? 0)));

  return (
    <section className="quarters" aria-labelledby={headingId} data-testid="analysis-quarters">
      <h3 id={headingId} className="quarters__title">
        {t('analysis.quarterHours.title')}
        {hour && <span className="quarters__hour"> {hourText(hour, labels)}</span>}
      </h3>
      <div aria-live="polite">
        {!hour ? (
          <p className="quarters__hint">{t('analysis.quarterHours.hint')}</p>
        ) : quarters === undefined ? (
          <p className="quarters__hint" role="status"><span className="spinner spinner--small" aria-hidden="true" /> <span className="visually-hidden">{t('common.loading')}</span></p>
        ) : quarters.length === 0 ? (
          <p className="quarters__hint">{t('analysis.noData')}</p>
        ) : (
          <ol className="quarters__list">
            {quarters.slice(0, VIEWS.HOUR_QUARTERS).map((q, i) => {
              const amount = amounts[i] ?? null;
              return (
                <li key={q.dateKey} className="quarters__item">
                  <QuarterIcon angle={VIEWS.QUARTER_HOUR_ICON_ANGLES[i] ?? 0} />
                  <span className="quarters__time">{quarterTitle(q.dateKey, labels)}</span>
                  <strong className="quarters__value">{amount === null ? '–' : formatValue(main, amount, values).text}</strong>
                  <span className="quarters__meter" aria-hidden="true">
                    <span style={{ width: `${largest > 0 && amount !== null ? (Math.abs(amount) / largest) * 100 : 0}%` }} />
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
