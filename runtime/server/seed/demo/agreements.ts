/**
 * Builders of the demo agreements: the info rows the portal's table shows (status, start date, end
 * date, surcharge, monthly fee, price, energy tax, consumption price; values raw, as a provider sends
 * them) and the prices and discounts, each valid over a date range.
 */
import type { Agreement, AgreementInfoItem, AgreementType, DiscountItem, PriceItem } from '../../../../schemas/agreement.js';
import type { LocationServiceType } from '../../../../schemas/location.js';
import { addDays, addMonths, isoDate } from './calendar.js';

/** Units as the provider writes them, by market. */
export interface Units {
  readonly energy: string;
  readonly month: string;
  readonly statusActive: string;
  readonly statusPending: string;
  readonly spot: string;
}

export const NORWEGIAN_UNITS: Units = { energy: 'øre/kWh', month: 'kr/mnd', statusActive: 'Aktiv', statusPending: 'Venter på oppstart', spot: 'Spotpris' };
export const SWEDISH_UNITS: Units = { energy: 'öre/kWh', month: 'kr/mån', statusActive: 'Aktiv', statusPending: 'Väntar på start', spot: 'Spotpris' };

/** One price whose value changed once: `before` until `changedAt`, `after` from then on. */
export interface PriceStep {
  readonly name: string;
  readonly unit: 'energy' | 'month';
  readonly before: number;
  readonly after: number;
  /** Months after the agreement start that the price changed. */
  readonly changedAfterMonths: number;
}

export interface AgreementSpec {
  readonly id: string;
  readonly type: AgreementType;
  readonly serviceType: LocationServiceType;
  readonly start: Date;
  /** null: runs until further notice. */
  readonly end: Date | null;
  readonly pending?: boolean;
  /** Written as the provider writes an open end ('Løpende'), which the portal cannot parse as a date. */
  readonly openEndText?: string;
  readonly surcharge?: number;
  readonly monthlyFee?: PriceStep;
  /** Fixed energy price (øre/kWh); absent for spot agreements. */
  readonly fixedPrice?: number;
  readonly energyTax?: number;
  readonly consumptionPrice?: number;
  readonly discount?: { readonly name: string; readonly value: number; readonly unit: string; readonly months: number };
}

const fmt = (n: number) => n.toFixed(2);

function priceSteps(spec: AgreementSpec, units: Units, step: PriceStep): PriceItem[] {
  const changed = addMonths(spec.start, step.changedAfterMonths);
  const unit = step.unit === 'energy' ? units.energy : units.month;
  return [
    { name: step.name, value: step.before, unit, validFrom: isoDate(spec.start), validTo: isoDate(addDays(changed, -1)) },
    { name: step.name, value: step.after, unit, validFrom: isoDate(changed), validTo: spec.end ? isoDate(spec.end) : null },
  ];
}

/** The contract Agreement of a spec. */
export function buildAgreement(spec: AgreementSpec, units: Units): Agreement {
  const info: AgreementInfoItem[] = [
    { key: 'status', value: spec.pending ? units.statusPending : units.statusActive },
    { key: 'startDate', value: isoDate(spec.start) },
    { key: 'endDate', value: spec.end ? isoDate(spec.end) : spec.openEndText ?? '' },
  ];
  if (spec.surcharge !== undefined) info.push({ key: 'surcharge', value: fmt(spec.surcharge), template: `{value} ${units.energy}` });
  if (spec.monthlyFee) info.push({ key: 'monthlyFee', value: fmt(spec.monthlyFee.after), template: `{value} ${units.month}` });
  info.push(spec.fixedPrice !== undefined ? { key: 'price', value: fmt(spec.fixedPrice), template: `{value} ${units.energy}` } : { key: 'price', value: units.spot });
  if (spec.energyTax !== undefined) info.push({ key: 'energyTax', value: fmt(spec.energyTax), template: `{value} ${units.energy}` });
  if (spec.consumptionPrice !== undefined) info.push({ key: 'consumptionPrice', value: fmt(spec.consumptionPrice), template: `{value} ${units.energy}` });

  const prices: PriceItem[] = [];
  if (spec.monthlyFee) prices.push(...priceSteps(spec, units, spec.monthlyFee));
  const until = spec.end ? isoDate(spec.end) : null;
  if (spec.surcharge !== undefined) prices.push({ name: 'surcharge', value: spec.surcharge, unit: units.energy, validFrom: isoDate(spec.start), validTo: until });
  if (spec.fixedPrice !== undefined) prices.push({ name: 'price', value: spec.fixedPrice, unit: units.energy, validFrom: isoDate(spec.start), validTo: until });
  if (spec.energyTax !== undefined) prices.push({ name: 'energyTax', value: spec.energyTax, unit: units.energy, validFrom: isoDate(spec.start), validTo: until });
  if (spec.consumptionPrice !== undefined) prices.push({ name: 'consumptionPrice', value: spec.consumptionPrice, unit: units.energy, validFrom: isoDate(spec.start), validTo: until });

  const discounts: DiscountItem[] = spec.discount
    ? [{ name: spec.discount.name, value: spec.discount.value, unit: spec.discount.unit, validFrom: isoDate(spec.start), validTo: isoDate(addMonths(spec.start, spec.discount.months)) }]
    : [];

  return {
    id: spec.id,
    type: spec.type,
    serviceType: spec.serviceType,
    startDate: isoDate(spec.start),
    endDate: spec.end ? isoDate(spec.end) : null,
    info,
    prices,
    ...(discounts.length > 0 ? { discounts } : {}),
  };
}
