/**
 * portal §2 Shell page header: a title and the address dropdown of the customer's locations whose
 * type is not PRODUCTION. Switchable only with 2 or more; with one it is a plain label. Choosing an
 * address clears the stored start date and selects that location (the session sets the active
 * account). Below it, the info banner of a PENDING or ACTIVE_PROCESS location.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../app/translation.js';
import { usePortal, useSession } from '../app/context.js';
import { addressLocations } from '../app/session.js';
import { InfoBanner } from './info-banner.js';

export function LocationPicker() {
  const { t } = useTranslation();
  const { session } = usePortal();
  const state = useSession();
  const id = useId();
  const locations = addressLocations(state.locations);
  const selected = locations.find((l) => l._id === state.selectedLocationId);
  if (locations.length === 0) return null;
  if (locations.length === 1) {
    return (
      <p className="location-picker location-picker--single" data-testid="location-label">
        <span className="location-picker__label">{t('location.picker.label')}</span> {locations[0]!.address}
      </p>
    );
  }
  return (
    <div className="location-picker">
      <label htmlFor={id} className="location-picker__label">{t('location.picker.label')}</label>
      <select id={id} className="select" data-testid="location-picker" value={selected?._id ?? ''} onChange={(e) => void session.selectLocation(e.target.value)}>
        {!selected && <option value="" disabled>{t('location.picker.choose')}</option>}
        {locations.map((l) => (
          <option key={l._id} value={l._id}>{`${l.address}, ${l.city}`}</option>
        ))}
      </select>
    </div>
  );
}

export function PageHeader({ title, withLocation = true, children }: { readonly title: string; readonly withLocation?: boolean; readonly children?: ReactNode }) {
  return (
    <div className="page-header">
      <div className="page-header__row">
        <h1 className="page-header__title">{title}</h1>
        {withLocation && <LocationPicker />}
      </div>
      {children}
      {withLocation && <InfoBanner />}
    </div>
  );
}
