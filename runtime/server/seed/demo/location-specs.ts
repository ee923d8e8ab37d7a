/**
 * Every demo location with its services and agreements, by key. Dates count from `base`, the first of
 * the seeding month; the PENDING flat starts 45 days after it, so its countdown is always ahead.
 */
import type { AgreementSpec } from './agreements.js';
import { addDays, addMonths } from './calendar.js';
import { ERIK_FLAT, INGRID_CABIN, INGRID_HOUSE, KARI_FLAT } from './home-profiles.js';
import type { LocationSpec } from './locations.js';

type Spec = LocationSpec & { readonly agreements: readonly AgreementSpec[] };

/** Norwegian energy tax (elavgift) and grid energy charges, øre/kWh, as the demo writes them. */
const ENERGY_TAX_NO = 16.44;

export function LOCATION_SPECS(base: Date): Readonly<Record<string, Spec>> {
  const since = (months: number) => addDays(addMonths(base, -months), 14);
  const karisStart = since(30);
  const ingridStart = since(36);
  const cabinStart = addDays(base, -10);
  const solarStart = since(14);
  const larsStart = addDays(base, 45);
  const sigridStart = since(40);
  const erikStart = since(28);
  const bakeryStart = since(48);
  return {
    'kari-flat': {
      key: 'kari-flat', code: '707057500012345678', status: 'ACTIVE', address: 'Thorvald Meyers gate 12', zipCode: '0555', city: 'Oslo',
      priceZone: 'NO1', latitude: 59.9226, longitude: 10.7587, createdAt: karisStart, startDate: karisStart, homeProfile: KARI_FLAT,
      services: [
        { name: 'consumption', type: 'consumption_trade', resolution: '15min', realtime: true },
        { name: 'grid', type: 'consumption_grid', resolution: 'hour' },
        { name: 'broadband', type: 'broadband', resolution: 'none' },
      ],
      agreements: [
        { id: 'AVT-100001-1', type: '15minSpot', serviceType: 'consumption_trade', start: karisStart, end: null, openEndText: 'Løpende', surcharge: 4.9, monthlyFee: { name: 'monthlyFee', unit: 'month', before: 39, after: 49, changedAfterMonths: 18 }, energyTax: ENERGY_TAX_NO },
        { id: 'NETT-100001-1', type: 'fixed', serviceType: 'consumption_grid', start: karisStart, end: null, openEndText: 'Løpende', monthlyFee: { name: 'fixedGridFee', unit: 'month', before: 315, after: 340, changedAfterMonths: 20 }, consumptionPrice: 36.5, energyTax: ENERGY_TAX_NO },
        { id: 'BB-100001-1', type: 'fixed', serviceType: 'broadband', start: karisStart, end: addMonths(karisStart, 36), monthlyFee: { name: 'broadbandFee', unit: 'month', before: 499, after: 549, changedAfterMonths: 12 } },
      ],
    },
    'ingrid-house': {
      key: 'ingrid-house', code: '707057500023456789', status: 'ACTIVE', address: 'Kalfarveien 31', zipCode: '5018', city: 'Bergen',
      priceZone: 'NO5', latitude: 60.388, longitude: 5.338, createdAt: ingridStart, startDate: ingridStart, homeProfile: INGRID_HOUSE,
      batteryKW: 10, solarPanelKW: 8.4,
      services: [
        { name: 'consumption', type: 'consumption_trade', resolution: 'hour', realtime: true },
        { name: 'grid', type: 'consumption_grid', resolution: 'hour' },
        { name: 'solar', type: 'production_trade', resolution: 'hour', startDate: since(20), showSpotPrice: true },
        { name: 'heating', type: 'heating', resolution: 'day' },
      ],
      agreements: [
        { id: 'AVT-100002-1', type: 'hourlySpot', serviceType: 'consumption_trade', start: ingridStart, end: null, openEndText: 'Løpende', surcharge: 3.5, monthlyFee: { name: 'monthlyFee', unit: 'month', before: 29, after: 39, changedAfterMonths: 24 }, energyTax: ENERGY_TAX_NO },
        { id: 'NETT-100002-1', type: 'fixed', serviceType: 'consumption_grid', start: ingridStart, end: null, monthlyFee: { name: 'fixedGridFee', unit: 'month', before: 415, after: 455, changedAfterMonths: 24 }, consumptionPrice: 31.2, energyTax: ENERGY_TAX_NO },
        { id: 'SOL-100002-1', type: 'hourlySpot', serviceType: 'production_trade', start: since(20), end: null, surcharge: -2 },
        { id: 'FJV-100002-1', type: 'fixed', serviceType: 'heating', start: ingridStart, end: null, fixedPrice: 78.5, monthlyFee: { name: 'monthlyFee', unit: 'month', before: 210, after: 230, changedAfterMonths: 12 } },
      ],
    },
    'ingrid-cabin': {
      key: 'ingrid-cabin', code: '707057500034567890', status: 'ACTIVE_PROCESS', address: 'Skiheisvegen 7', zipCode: '7340', city: 'Oppdal',
      priceZone: 'NO3', latitude: 62.594, longitude: 9.691, createdAt: addDays(base, -20), startDate: cabinStart, homeProfile: INGRID_CABIN,
      services: [{ name: 'consumption', type: 'consumption_trade', resolution: 'hour' }],
      agreements: [
        { id: 'AVT-100002-2', type: 'monthlySpot', serviceType: 'consumption_trade', start: cabinStart, end: null, openEndText: 'Løpende', surcharge: 5.9, monthlyFee: { name: 'monthlyFee', unit: 'month', before: 39, after: 39, changedAfterMonths: 1 }, energyTax: ENERGY_TAX_NO },
      ],
    },
    'ingrid-solar': {
      key: 'ingrid-solar', code: '707057500045678901', status: 'ACTIVE', address: 'Låvevegen 4', zipCode: '5200', city: 'Os',
      priceZone: 'NO5', latitude: 60.186, longitude: 5.468, createdAt: solarStart, startDate: solarStart, solarPanelKW: 24,
      services: [{ name: 'production', type: 'production_trade', resolution: 'hour', showSpotPrice: true }],
      agreements: [{ id: 'SOL-100002-2', type: 'hourlySpot', serviceType: 'production_trade', start: solarStart, end: null, surcharge: -1.5 }],
    },
    'lars-flat': {
      key: 'lars-flat', code: '707057500056789012', status: 'PENDING', address: 'Pedersgata 48', zipCode: '4013', city: 'Stavanger',
      priceZone: 'NO2', latitude: 58.966, longitude: 5.742, createdAt: addDays(base, -3), startDate: larsStart,
      services: [
        { name: 'consumption', type: 'consumption_trade', resolution: 'hour' },
        { name: 'water', type: 'water', resolution: 'month' },
      ],
      agreements: [
        { id: 'AVT-100003-1', type: 'monthlySpot', serviceType: 'consumption_trade', start: larsStart, end: null, pending: true, openEndText: 'Løpende', surcharge: 5.9, monthlyFee: { name: 'monthlyFee', unit: 'month', before: 0, after: 39, changedAfterMonths: 3 }, energyTax: ENERGY_TAX_NO, discount: { name: 'welcomeDiscount', value: 100, unit: '%', months: 3 } },
      ],
    },
    'sigrid-house': {
      key: 'sigrid-house', code: '707057500067890123', status: 'ACTIVE', address: 'Storgata 88', zipCode: '9008', city: 'Tromsø',
      priceZone: 'NO4', latitude: 69.648, longitude: 18.953, createdAt: sigridStart, startDate: sigridStart,
      services: [
        { name: 'consumption', type: 'consumption_trade', resolution: 'hour' },
        { name: 'heating', type: 'heating', resolution: 'month' },
        { name: 'water', type: 'water', resolution: 'month' },
        { name: 'broadband', type: 'broadband', resolution: 'none' },
      ],
      agreements: [
        // Northern Norway (NO4) pays no energy tax in Finnmark and parts of Troms: no energyTax row.
        { id: 'AVT-100004-1', type: 'fixed', serviceType: 'consumption_trade', start: addMonths(base, -10), end: addMonths(base, 2), fixedPrice: 69.9, monthlyFee: { name: 'monthlyFee', unit: 'month', before: 49, after: 49, changedAfterMonths: 6 } },
        { id: 'BB-100004-1', type: 'fixed', serviceType: 'broadband', start: sigridStart, end: null, monthlyFee: { name: 'broadbandFee', unit: 'month', before: 599, after: 629, changedAfterMonths: 24 } },
      ],
    },
    'erik-flat': {
      key: 'erik-flat', code: '735999100012345678', status: 'ACTIVE', address: 'Götgatan 21', zipCode: '116 46', city: 'Stockholm',
      priceZone: 'SE3', latitude: 59.316, longitude: 18.072, createdAt: erikStart, startDate: erikStart, homeProfile: ERIK_FLAT,
      services: [{ name: 'consumption', type: 'consumption_trade', resolution: 'hour' }],
      agreements: [
        { id: 'AVT-200001-1', type: 'mixed', serviceType: 'consumption_trade', start: erikStart, end: null, openEndText: 'Tillsvidare', surcharge: 6.5, fixedPrice: 95, monthlyFee: { name: 'monthlyFee', unit: 'month', before: 45, after: 55, changedAfterMonths: 12 }, energyTax: 53.5 },
      ],
    },
    bakery: {
      key: 'bakery', code: '707057500078901234', status: 'ACTIVE', address: 'Olav Tryggvasons gate 5', zipCode: '7011', city: 'Trondheim',
      priceZone: 'NO3', latitude: 63.433, longitude: 10.398, createdAt: bakeryStart, startDate: bakeryStart,
      services: [
        { name: 'consumption', type: 'consumption_trade', resolution: '15min', realtime: true },
        { name: 'grid', type: 'consumption_grid', resolution: '15min' },
        { name: 'water', type: 'water', resolution: 'day' },
      ],
      agreements: [
        { id: 'AVT-BED-1', type: '15minSpot', serviceType: 'consumption_trade', start: bakeryStart, end: null, openEndText: 'Løpende', surcharge: 2.9, monthlyFee: { name: 'monthlyFee', unit: 'month', before: 149, after: 199, changedAfterMonths: 30 }, energyTax: ENERGY_TAX_NO, discount: { name: 'businessDiscount', value: 5, unit: '%', months: 24 } },
        { id: 'NETT-BED-1', type: 'fixed', serviceType: 'consumption_grid', start: bakeryStart, end: null, monthlyFee: { name: 'fixedGridFee', unit: 'month', before: 1450, after: 1690, changedAfterMonths: 36 }, consumptionPrice: 24.8, energyTax: ENERGY_TAX_NO },
      ],
    },
  };
}
