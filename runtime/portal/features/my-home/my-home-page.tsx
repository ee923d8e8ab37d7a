/**
 * The my-home page (portal §2 My home, §1 "home profile and connected devices"): the selected
 * location's home profile form and its connected devices; the page follows the page header's
 * address picker. The download-the-app modal shows once here (§2 Shell).
 */
import { useTranslation } from '../../app/translation.js';
import { useSelectedLocation } from '../../app/context.js';
import { AppDownloadModal } from '../../components/app-download-modal.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState } from '../../components/states.js';
import { ConnectedDevices } from './connected-devices.js';
import { HomeProfileEditor } from './home-profile-form.js';
import './my-home.css';

export default function MyHomePage() {
  const { t } = useTranslation();
  const location = useSelectedLocation();
  return (
    <>
      <PageHeader title={t('myHome.title')} />
      <AppDownloadModal page="myHome" />
      {location ? (
        <div className="my-home">
          {/* Keyed by location: another address starts from its own stored profile. */}
          <HomeProfileEditor key={location._id} location={location} />
          <ConnectedDevices locationId={location._id} />
        </div>
      ) : (
        <EmptyState testId="my-home-no-location">{t('myHome.noLocation')}</EmptyState>
      )}
    </>
  );
}
