/**
 * How copy is written here: one row per key with its text in en, sv, nb, nn, fi and de, in that
 * order, so a translator reads a key's six languages side by side. `{name}` marks a value the portal fills in.
 */
export type Row = readonly [key: string, en: string, sv: string, nb: string, nn: string, fi: string, de: string];

/** Keys whose text is the same in every language on purpose: units, URLs, phone numbers, proper nouns. */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  'units.kWh', 'units.kW', 'units.W', 'units.gCO2', 'units.kgCO2', 'units.gCO2PerKWh', 'units.degC', 'units.percent', 'units.m3', 'units.kr', 'units.krPerKWh',
  'invoices.viewer.baseUrl', 'invoices.viewer.baseUrlTest', 'faq.contact.phone', 'faq.contact.email', 'analysis.export.csv', 'analysis.export.xlsx',
  'login.method.BANKID', 'login.appStore', 'login.playStore', 'appDownload.appStore', 'appDownload.playStore', 'invoices.paymentMethod.swish', 'invoices.paymentMethod.svefaktura',
]);
