/** portal §2 "period tabs": the service's allowed periods (§4) as the tabs of the history panel (components/tabs.tsx). */
import { useTranslation } from '../../app/translation.js';
import type { AnalysisTab } from '../../../../schemas/insights-analysis.js';
import { Tabs } from '../../components/tabs.js';

export function PeriodTabs({ periods, selected, panelId, onSelect }: {
  readonly periods: readonly AnalysisTab[];
  readonly selected: AnalysisTab;
  readonly panelId: string;
  readonly onSelect: (period: AnalysisTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      labels={periods.map((p) => t(`analysis.period.${p}`))}
      selected={periods.indexOf(selected)}
      onSelect={(index) => onSelect(periods[index]!)}
      label={t('analysis.period.label')}
      panelId={panelId}
      tabId={(index) => `${panelId}-${periods[index]}`}
      className="analysis__tabs"
    />
  );
}
