/**
 * The demo organisation's signs (public display screens, schemas/sign.ts): the customer centre's
 * lobby in Oslo with prices, CO2 and a welcome, and a shop window in Bergen, dark and without a
 * message, so the console's Signs page opens on real screens and /signs/{org}/{id} shows live data.
 */
import type { SignInput } from '../../../../schemas/sign.js';
import { stableId } from '../../ids.js';
import type { DemoSign } from '../demo-tenant.js';

const SIGNS: readonly (SignInput & { readonly key: string })[] = [
  {
    key: 'oslo-lobby', name: 'Kundesenteret i Oslo', priceZone: 'NO1', language: 'nb', theme: 'light', cheapestHours: 3,
    message: 'Velkommen til Bright Energi! Lad bilen og vask klær i de billigste timene.',
  },
  { key: 'bergen-window', name: 'Butikkvindauget i Bergen', priceZone: 'NO5', language: 'nn', theme: 'dark', cheapestHours: 4, showCo2: true },
];

/** The signs of organisation `org`, ids from stableId('<org>:sign:<key>'). */
export function demoSigns(org: string): DemoSign[] {
  return SIGNS.map(({ key, ...input }) => ({ _id: stableId(`${org}:sign:${key}`), input }));
}
