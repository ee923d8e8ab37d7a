/**
 * What a service pays on a local day, from the agreement in force that day (docs/decisions.md
 * "Meter costs"): its spot basis, its per-kWh prices, its monthly fees and its percentage discounts,
 * each price and discount counted only between its validFrom and validTo. Agreements and prices are
 * dated by day, so one day has one tariff; a price dated in the future cannot change a past day.
 */
import type { Agreement, AgreementType, PriceItem } from '../../../schemas/agreement.js';

/** Which spot price a kWh is paid at: the quarter-hour's, the hour's, the month's average, or none (fixed). */
export type SpotBasis = 'quarter' | 'hour' | 'month' | 'none';

/** platform-contract §3 "Cost measurement types: energy, power, waste, volume, fees, taxes": the ones a tariff's parts take. */
export type CostPartType = 'energy' | 'fees' | 'taxes';

export interface Tariff {
  readonly agreementId: string;
  readonly type: AgreementType;
  readonly basis: SpotBasis;
  /** Share of the kWh paid at spot: 1 for spot agreements, 0 for fixed, 1 − the fixed share for mixed. */
  readonly spotShare: number;
  /** Currency per kWh (or m³), each already multiplied by the share it applies to. */
  readonly perUnit: readonly { readonly name: string; readonly type: CostPartType; readonly price: number }[];
  readonly fees: readonly { readonly name: string; readonly perMonth: number }[];
  readonly percentOff: readonly { readonly name: string; readonly percent: number }[];
}

/** How a mixed agreement splits when it names no share (docs/decisions.md "Meter costs"). */
export const DEFAULT_MIXED_FIXED_SHARE = 0.5;
/** The price item of a mixed agreement that names its fixed share, in %. */
export const FIXED_SHARE_ITEM = 'fixedShare';

const BASIS: Record<AgreementType, SpotBasis> = { '15minSpot': 'quarter', hourlySpot: 'hour', monthlySpot: 'month', mixed: 'hour', fixed: 'none' };

type Per = 'unit' | 'month' | 'year' | 'percent';

/**
 * A price item's unit: what it is per, and the factor to the currency's main unit. Providers write
 * øre/öre/snt/cent for the minor unit; kWh, m³ for energy and volume; month in the tenant's language.
 * A unit we cannot read is not guessed at: undefined, and the item is not counted.
 */
export function readUnit(unit: string): { per: Per; factor: number } | undefined {
  const u = unit.trim().toLowerCase();
  if (u === '%') return { per: 'percent', factor: 1 };
  const [money, per] = u.split('/').map((p) => p.trim()) as [string, string | undefined];
  if (per === undefined) return undefined;
  const factor = /^(øre|öre|ore|snt|c|ct|cent|cents)$/.test(money) ? 0.01 : /^(kr|nok|sek|€|eur|euro)$/.test(money) ? 1 : undefined;
  if (factor === undefined) return undefined;
  if (/^(kwh|m³|m3)$/.test(per)) return { per: 'unit', factor };
  if (/^(month|mnd|mån|mån\.|kk|kuukausi|monat|mo)$/.test(per)) return { per: 'month', factor };
  if (/^(year|år|vuosi|jahr)$/.test(per)) return { per: 'year', factor };
  return undefined;
}

function validOn(item: Pick<PriceItem, 'validFrom' | 'validTo'>, day: string): boolean {
  return item.validFrom <= day && (item.validTo === null || day <= item.validTo);
}

/** The agreement of this service type in force on `day` (YYYY-MM-DD): the latest started one. */
export function agreementOn(agreements: readonly Agreement[], serviceType: string, day: string): Agreement | undefined {
  let found: Agreement | undefined;
  for (const a of agreements) {
    if (a.serviceType !== serviceType) continue;
    if (a.startDate !== null && a.startDate > day) continue;
    if (a.endDate !== null && a.endDate < day) continue;
    if (!found || (a.startDate ?? '') > (found.startDate ?? '')) found = a;
  }
  return found;
}

const partType = (name: string): CostPartType => (/tax|avgift|skatt|vero|steuer/i.test(name) ? 'taxes' : /fee|avgift|grund/i.test(name) ? 'fees' : 'energy');

/** Tariffs already worked out, per agreements list (one a request): a year view asks for 365 days, each many times. */
const known = new WeakMap<readonly Agreement[], Map<string, { tariff: Tariff | undefined; key: string }>>();

/** The tariff of `serviceType` on `day` with its identity (tariffKey), from the per-list cache. */
export function tariffWithKey(agreements: readonly Agreement[], serviceType: string, day: string): { tariff: Tariff | undefined; key: string } {
  let byDay = known.get(agreements);
  if (!byDay) known.set(agreements, (byDay = new Map()));
  const k = `${serviceType}|${day}`;
  let found = byDay.get(k);
  if (!found) {
    const tariff = tariffOn(agreements, serviceType, day);
    byDay.set(k, (found = { tariff, key: tariffKey(tariff) }));
  }
  return found;
}

/** The tariff of `serviceType` on `day`, or undefined when no agreement is in force (no cost is computed then). */
export function tariffOn(agreements: readonly Agreement[], serviceType: string, day: string): Tariff | undefined {
  const a = agreementOn(agreements, serviceType, day);
  if (!a) return undefined;
  const prices = (a.prices ?? []).filter((p) => validOn(p, day));
  const shareItem = prices.find((p) => p.name === FIXED_SHARE_ITEM && readUnit(p.unit)?.per === 'percent');
  const fixedShare = a.type === 'mixed' ? Math.min(1, Math.max(0, (shareItem?.value ?? DEFAULT_MIXED_FIXED_SHARE * 100) / 100)) : a.type === 'fixed' ? 1 : 0;
  const perUnit: { name: string; type: CostPartType; price: number }[] = [];
  const fees: { name: string; perMonth: number }[] = [];
  for (const p of prices) {
    const unit = readUnit(p.unit);
    if (!unit || p === shareItem) continue;
    // The fixed energy price covers the fixed share; every other per-kWh item (surcharge, tax, grid price) all of it.
    if (unit.per === 'unit') perUnit.push({ name: p.name, type: partType(p.name), price: p.value * unit.factor * (p.name === 'price' ? fixedShare : 1) });
    else if (unit.per === 'month') fees.push({ name: p.name, perMonth: p.value * unit.factor });
    else if (unit.per === 'year') fees.push({ name: p.name, perMonth: (p.value * unit.factor) / 12 });
  }
  const percentOff: { name: string; percent: number }[] = [];
  for (const d of (a.discounts ?? []).filter((x) => validOn(x, day))) {
    const unit = readUnit(d.unit);
    if (unit?.per === 'percent') percentOff.push({ name: d.name, percent: d.value });
    else if (unit?.per === 'unit') perUnit.push({ name: d.name, type: 'energy', price: -d.value * unit.factor });
    else if (unit?.per === 'month') fees.push({ name: d.name, perMonth: -d.value * unit.factor });
  }
  return { agreementId: a.id, type: a.type, basis: BASIS[a.type], spotShare: a.type === 'fixed' ? 0 : 1 - fixedShare, perUnit, fees, percentOff };
}

/** What a period's cost is made of: its kWh and the spot sums its roll-up carries (migration 0080). */
export interface CostInput {
  readonly total: number;
  /** Σ kWh × the quarter-hour's price (the reading's own period's). */
  readonly spotCost: number;
  /** Σ kWh × the hour's price. */
  readonly hourSpotCost: number;
  /** The month's average spot price, for monthlySpot. */
  readonly monthPrice?: number;
  /** How many months of fees the period carries (its charged time over its months' lengths). */
  readonly feeMonths: number;
}

export interface CostPart {
  readonly name: string;
  readonly type: CostPartType;
  readonly value: number;
}

/** The name of the spot part of a cost. */
export const SPOT_PART = 'spotPrice';

/**
 * The parts of a period's cost under one tariff: the spot part by the agreement's basis, each per-kWh
 * price, each monthly fee for the months the period holds, then each percentage discount off their
 * sum (a discount of 100 % makes the period free). Unrounded: rounding is the answer's, once.
 */
export function costParts(t: Tariff, c: CostInput): CostPart[] {
  const parts: CostPart[] = [];
  if (t.spotShare > 0) {
    const spot = t.basis === 'quarter' ? c.spotCost : t.basis === 'hour' ? c.hourSpotCost : t.basis === 'month' ? c.total * (c.monthPrice ?? 0) : 0;
    parts.push({ name: SPOT_PART, type: 'energy', value: spot * t.spotShare });
  }
  for (const p of t.perUnit) parts.push({ name: p.name, type: p.type, value: c.total * p.price });
  for (const f of t.fees) parts.push({ name: f.name, type: 'fees', value: f.perMonth * c.feeMonths });
  const before = parts.reduce((s, p) => s + p.value, 0);
  for (const d of t.percentOff) parts.push({ name: d.name, type: 'energy', value: (-before * d.percent) / 100 });
  return parts;
}

/** Adds parts of the same name (the parts of a period priced in pieces). */
export function mergeParts(parts: readonly CostPart[]): CostPart[] {
  const byName = new Map<string, CostPart>();
  for (const p of parts) {
    const had = byName.get(p.name);
    byName.set(p.name, had ? { ...had, value: had.value + p.value } : p);
  }
  return [...byName.values()];
}

/** A tariff's identity for "is the price the same on these two days". */
export function tariffKey(t: Tariff | undefined): string {
  return t ? JSON.stringify(t) : '';
}
