/** Job names that routes queue one-off runs of (the seeded scheduled jobs carry the same names). */
export const SYNC_ACCOUNTS = 'syncAccounts';
export const IMPORT_METER_VALUES = 'importMeterValues';
