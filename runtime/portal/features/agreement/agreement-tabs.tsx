/** portal §2 "Tab buttons per agreement when more than one", titled by service type (components/tabs.tsx). */
import { useTranslation } from '../../app/translation.js';
import { Tabs } from '../../components/tabs.js';

export const tabId = (base: string, index: number) => `${base}-tab-${index}`;
export const panelId = (base: string) => `${base}-panel`;

export function AgreementTabs({ titles, selected, onSelect, idBase }: {
  readonly titles: readonly string[];
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  readonly idBase: string;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      labels={titles}
      selected={selected}
      onSelect={onSelect}
      label={t('agreement.tabs.label')}
      panelId={panelId(idBase)}
      tabId={(index) => tabId(idBase, index)}
      className="agreement-tabs"
    />
  );
}
