/** Where in the three specs a piece of the contract comes from, e.g. 'platform-contract §7 Auth'. */
export const SPEC_NAMES = ['portal', 'platform-contract', 'back-office'] as const;
export type SpecName = (typeof SPEC_NAMES)[number];
export type SpecRef = `${SpecName} §${number}${string}`;
