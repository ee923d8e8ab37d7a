/**
 * portal §1 my home "connected devices: heating, EV, charging station, solar, battery": a read-only
 * list of the devices the account has connected at the selected location, grouped by kind, each with
 * its name, maker and whether it is online. Connecting and controlling devices is the app's.
 */
import { useId } from 'react';
import { useTranslation } from '../../app/translation.js';
import { getMyIotSettings, listIotSettingsDevices } from '../../../../generated/client/iot-settings.gen.js';
import { useApi } from '../../app/context.js';
import { errorText } from '../../components/error-text.js';
import { EmptyState, ErrorState, PageLoading } from '../../components/states.js';
import { useAsync } from '../../components/use-async.js';
import { BRAND_NAMES, devicesByKind, GROUP_KEYS } from './devices.js';

export function ConnectedDevices({ locationId }: { readonly locationId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const devices = useAsync(async (signal) => {
    const settings = (await getMyIotSettings(api.client, {}, { signal })).data;
    return (await listIotSettingsDevices(api.client, { params: { id: settings._id } }, { signal })).data;
  }, [api, locationId]);

  const groups = devices.status === 'ready' ? devicesByKind(devices.data, locationId) : [];
  return (
    <section className="card my-home__devices" aria-labelledby={titleId} data-testid="connected-devices">
      <h2 id={titleId}>{t('myHome.devices.title')}</h2>
      {devices.status === 'loading' && <PageLoading />}
      {devices.status === 'error' && <ErrorState message={errorText(t, devices.error)} onRetry={devices.reload} />}
      {devices.status === 'ready' && groups.length === 0 && <EmptyState testId="no-devices">{t('myHome.devices.none')}</EmptyState>}
      {groups.map((g) => (
        <div key={g.category} className="my-home__device-group" data-testid={`devices-${g.category}`}>
          <h3>{t(GROUP_KEYS[g.category])}</h3>
          <ul className="my-home__device-list">
            {g.devices.map((d) => (
              <li key={`${d.brand}:${d.remoteId}`} className="my-home__device">
                <span className="my-home__device-name">{d.displayName}</span>
                <span className="my-home__device-vendor">{BRAND_NAMES[d.brand]}</span>
                <span className={`badge${d.isOnline ? ' badge--success' : ' badge--warning'}`}>
                  {t(d.isOnline ? 'myHome.devices.online' : 'myHome.devices.offline')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
