/**
 * portal §2 Shell info banner: for a PENDING location a countdown of the remaining whole days from
 * the stored start date, rounded up ('countdown body N days'), or the pending text when it is over
 * or absent; for ACTIVE_PROCESS the new-user text.
 */
import { useTranslation } from '../app/translation.js';
import { TIME } from '../../../schemas/constants.js';
import { useSelectedLocation } from '../app/context.js';
import { InfoBox } from './info-box.js';

/** Whole days until `start`, rounded up; undefined when there is no start or it has come. */
export function countdownDays(start: Date | string | null | undefined, now: number = Date.now()): number | undefined {
  if (!start) return undefined;
  const ms = new Date(start).getTime() - now;
  if (!Number.isFinite(ms) || ms <= 0) return undefined;
  return Math.ceil(ms / TIME.DAY_MS);
}

export function InfoBanner({ now }: { readonly now?: number }) {
  const { t } = useTranslation();
  const location = useSelectedLocation();
  if (!location) return null;
  if (location.status === 'PENDING') {
    const days = countdownDays(location.startDate, now);
    return (
      <InfoBox testId="info-banner" header={t('banner.pending.title')} body={days === undefined ? t('banner.pending.text') : t('banner.pending.countdown', { days })} />
    );
  }
  if (location.status === 'ACTIVE_PROCESS') {
    return <InfoBox testId="info-banner" header={t('banner.activeProcess.title')} body={t('banner.activeProcess.text')} />;
  }
  return null;
}
