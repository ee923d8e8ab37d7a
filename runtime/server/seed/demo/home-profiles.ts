/** The filled home profiles of the demo (portal §3 "Home profile (locationExtras)"); locations without one have not filled it. */
import type { HomeProfile } from '../../../../schemas/home-profile.js';

export const KARI_FLAT: HomeProfile = {
  propertyType: 'APPARTMENT',
  numberOfResidens: 2,
  size: 68,
  wasteful: 1,
  cars: ['electric'],
  heating: 'direct',
  heatingSecondary: ['stove'],
  gadgets: ['washingMashine', 'dishMashine', 'evCarCharger'],
  ageMix: 'adults',
  houseAge: 54,
};

export const INGRID_HOUSE: HomeProfile = {
  propertyType: 'HOUSE',
  numberOfResidens: 4,
  size: 165,
  wasteful: 0.9,
  cars: ['electric', 'hybrid'],
  heating: 'district',
  heatingSecondary: ['air'],
  gadgets: ['solarPanel', 'washingMashine', 'dishMashine', 'dryer', 'sauna', 'evCarCharger'],
  ageMix: 'family',
  houseAge: 22,
};

/** A cabin whose owner answered only part of the form: the rest stays null. */
export const INGRID_CABIN: HomeProfile = {
  propertyType: 'SUMMERHOUSE',
  numberOfResidens: null,
  size: 70,
  wasteful: null,
  cars: ['no_vehicle'],
  heating: 'stove',
  heatingSecondary: ['none'],
  gadgets: ['sauna'],
  ageMix: null,
  houseAge: 41,
};

export const ERIK_FLAT: HomeProfile = {
  propertyType: 'APPARTMENT',
  numberOfResidens: 1,
  size: 48,
  wasteful: 1.1,
  cars: ['no_vehicle'],
  heating: 'district',
  heatingSecondary: ['none'],
  gadgets: ['washingMashine'],
  ageMix: 'adults',
  houseAge: 92,
};
