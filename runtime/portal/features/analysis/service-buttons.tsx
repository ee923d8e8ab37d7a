/** portal §2 Analysis: "Service-type buttons only when more than one selectable service exists". */
import { useTranslation } from '../../app/translation.js';
import type { PortalLocationService } from './analysis-rules.js';

export function ServiceButtons({ services, selected, onSelect }: {
  readonly services: readonly PortalLocationService[];
  readonly selected: string;
  readonly onSelect: (serviceId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="segmented analysis__services" role="group" aria-label={t('analysis.service.label')} data-testid="analysis-services">
      {services.map((s) => (
        <button key={s._id} type="button" className="segmented__button" aria-pressed={s._id === selected} onClick={() => onSelect(s._id)}>
          {t(`analysis.service.${s.type}`)}
        </button>
      ))}
    </div>
  );
}
