/** Where in the three specs a piece of the contract comes from, e.g. 'platform-contract §7 Auth'. */
export type SpecName = 'portal' | 'platform-contract' | 'back-office';
export type SpecRef = `${SpecName} §${number}${string}`;
