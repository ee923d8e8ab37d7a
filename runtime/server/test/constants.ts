/** What the test databases are seeded with: the default organisation and tenant, on a fixed day. */
export const TEST_SEED_CONFIG = { organisation: 'BRIGHT', tenant: 'NO' } as const;
/** The day the test tenant was seeded; test clocks start here. */
export const TEST_TODAY = new Date('2026-11-16T09:00:00.000Z');
