/**
 * portal §2 Shell, on the dashboard's warnings: "Disruption warning box: appears only when its
 * translation exists, with an optional title. An optional disruption info box (header, body, link,
 * button) shows when the SHOW_DISRUPTION_BOX setting is on". The warning's keys are
 * disruption.warning and disruption.warningTitle (docs/decisions.md "Demo disruption warning"); the
 * info box's link goes to disruptionBox.linkUrl when the copy has one, its button shows the
 * disruptions reported at the selected address.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import { useSelectedLocation, useTenant } from '../../app/context.js';
import { InfoBox } from '../../components/info-box.js';
import { Icon } from '../../components/icons.js';
import { PageLoading } from '../../components/states.js';

/** Loaded when the customer opens the list: the disruption calls stay out of the dashboard's first load. */
const DisruptionList = lazy(() => import('./disruption-list.js').then((m) => ({ default: m.DisruptionList })));

export const DISRUPTION_KEYS = {
  WARNING: 'disruption.warning',
  WARNING_TITLE: 'disruption.warningTitle',
  LINK_URL: 'disruptionBox.linkUrl',
} as const;

export function DisruptionWarning() {
  const { t, i18n } = useTranslation();
  if (!i18n.exists(DISRUPTION_KEYS.WARNING)) return null;
  const title = i18n.exists(DISRUPTION_KEYS.WARNING_TITLE) ? t(DISRUPTION_KEYS.WARNING_TITLE) : undefined;
  return <InfoBox alert header={title} body={<p>{t(DISRUPTION_KEYS.WARNING)}</p>} testId="disruption-warning" />;
}

export function DisruptionInfoBox() {
  const { t, i18n } = useTranslation();
  const { config } = useTenant();
  const location = useSelectedLocation();
  const [expanded, setExpanded] = useState(false);
  if (!config.showDisruptionBox) return null;
  const linkUrl = i18n.exists(DISRUPTION_KEYS.LINK_URL) ? t(DISRUPTION_KEYS.LINK_URL) : undefined;
  return (
    <InfoBox header={t('disruptionBox.header')} body={<p>{t('disruptionBox.body')}</p>} testId="disruption-box">
      <div className="disruption-box__actions">
        {location && (
          <button type="button" className="button button--small" aria-expanded={expanded} aria-controls="disruption-details" onClick={() => setExpanded((e) => !e)}>
            {t('disruptionBox.button')}
          </button>
        )}
        {linkUrl && (
          <a href={linkUrl} target="_blank" rel="noopener noreferrer" className="disruption-box__link">
            {t('disruptionBox.link')}
            <Icon name="external" size={16} />
            <span className="visually-hidden"> {t('invoices.newTab')}</span>
          </a>
        )}
      </div>
      <div id="disruption-details" hidden={!expanded}>
        {expanded && location && (
          <Suspense fallback={<PageLoading />}>
            <DisruptionList location={location} />
          </Suspense>
        )}
      </div>
    </InfoBox>
  );
}
