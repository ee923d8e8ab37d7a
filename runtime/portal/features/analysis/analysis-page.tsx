/**
 * portal §2 Analysis: the page header with the location picker, then the selected location's
 * services (location-analysis.tsx); a fallback when no location is selected.
 */
import { useTranslation } from '../../app/translation.js';
import { useSelectedLocation } from '../../app/context.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState } from '../../components/states.js';
import { LocationAnalysis } from './location-analysis.js';
import './analysis.css';

export default function AnalysisPage() {
  const { t } = useTranslation();
  const location = useSelectedLocation();
  return (
    <>
      <PageHeader title={t('analysis.title')} />
      {location ? <LocationAnalysis key={location._id} location={location} /> : <EmptyState testId="analysis-no-location">{t('analysis.noLocation')}</EmptyState>}
    </>
  );
}
