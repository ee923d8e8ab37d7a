// @vitest-environment node
/**
 * The demo copy: every key in all six languages, none empty, real translations (a text equal in every
 * language only for units, URLs and proper nouns), Nynorsk written as Nynorsk, and a key for every
 * value the portal translates (enums, error keys, navigation).
 */
import { describe, expect, it } from 'vitest';
import { Language } from '../../../../schemas/core/primitives.js';
import { errorCatalogue, IotErrorCode } from '../../../../schemas/errors.js';
import { AgreementInfoKey, AgreementType, InquiryStatus } from '../../../../schemas/agreement.js';
import { CarType, Gadget, HeatingType, PropertyType } from '../../../../schemas/home-profile.js';
import { InvoiceStatus, PaymentMethod } from '../../../../schemas/invoice.js';
import { LocationServiceType, PortalServiceType } from '../../../../schemas/location.js';
import { PortalLoginMethod } from '../../../../schemas/auth.js';
import { PortalAnalysisView } from '../../../../schemas/settings/feature-flags.js';
import { PORTAL_COPY_TYPES } from '../../../../schemas/copy.js';
import { demoCopy } from './copy/index.js';
import { SAME_IN_EVERY_LANGUAGE } from './copy/text.js';

const copy = demoCopy('BRIGHT', new Date('2026-11-01T00:00:00Z'));
const defaults = copy.filter((c) => c.organisation === null);
const keys = new Set(copy.map((c) => c.key));

/** Error keys the portal never shows a customer: poll results, logged-only failures, console and server-configuration errors. */
const NOT_SHOWN_IN_PORTAL = new Set([
  'LIMIT_REACHED', 'refreshFailed', 'MessageText', 'locationToTimeZoneNotSupported', 'duplicateSecretKey',
  'failedToFetchMonitoringAlerts', 'failedToFetchLatestSettingsRelease', 'missingAccessToken', 'syncFailed',
  'integrationNotConfigured', 'failedToFetchOreganoData',
]);

describe('the demo copy', () => {
  it('holds the portal groups shared, my-pages and chat, each key once per group and organisation', () => {
    expect(new Set(copy.map((c) => c.type))).toEqual(new Set(PORTAL_COPY_TYPES));
    const ids = copy.map((c) => `${c.type}/${c.key}/${c.organisation ?? ''}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(defaults.length).toBeGreaterThan(300);
  });

  it('has every key in all six languages, no value empty', () => {
    for (const c of copy) {
      for (const lang of Language.options) expect(c.values[lang]?.trim(), `${c.key} ${lang}`).toBeTruthy();
    }
  });

  it('translates: no text is the same in all six languages unless it is a unit, URL or proper noun', () => {
    const same = copy.filter((c) => new Set(Language.options.map((l) => c.values[l])).size === 1).map((c) => c.key);
    expect(same.filter((k) => !SAME_IN_EVERY_LANGUAGE.has(k))).toEqual([]);
    // And the allow-list holds nothing that is in fact translated (it must not hide a future copy-paste).
    expect([...SAME_IN_EVERY_LANGUAGE].filter((k) => !same.includes(k))).toEqual([]);
    // No placeholder translations such as '[nb] Hello' or an English copy marked with its language.
    for (const c of copy) for (const l of Language.options) expect(c.values[l], `${c.key} ${l}`).not.toMatch(/^\[(en|sv|nb|nn|fi|de)\]|TODO|TRANSLATE/i);
  });

  it('writes Nynorsk, not Bokmål: nn differs from nb on a good share of the texts', () => {
    const words = defaults.filter((c) => (c.values.nb ?? '').split(' ').length >= 3);
    const differing = words.filter((c) => c.values.nn !== c.values.nb);
    expect(differing.length / words.length).toBeGreaterThan(0.6);
    // Bokmål-only words must not leak into Nynorsk.
    for (const c of defaults) expect(c.values.nn, c.key).not.toMatch(/\b(ikke|hva|hvordan|hvor|noen|mye|jeg|fra|hjem)\b/i);
  });

  it('keeps {placeholders} the same in every language', () => {
    for (const c of copy) {
      const marks = (s: string | undefined) => (s?.match(/\{[a-z]+\}/gi) ?? []).sort().join();
      for (const l of Language.options) expect(marks(c.values[l]), `${c.key} ${l}`).toBe(marks(c.values.en));
    }
  });

  it('has errors.{key} for every error key the portal can show', () => {
    const errorKeys = new Set<string>([...Object.values(errorCatalogue).map((e) => e.key), ...IotErrorCode.options]);
    for (const k of errorKeys) if (!NOT_SHOWN_IN_PORTAL.has(k)) expect(keys, `errors.${k}`).toContain(`errors.${k}`);
  });

  it('has a text for every value the portal translates', () => {
    const need = [
      ...['dashboard', 'agreement', 'invoices', 'analysis', 'account', 'myHome', 'faq', 'signOut'].map((k) => `nav.${k}`),
      ...InvoiceStatus.options.map((s) => `invoices.status.${s}`),
      ...PaymentMethod.options.map((p) => `invoices.paymentMethod.${p}`),
      ...AgreementInfoKey.options.map((k) => `agreement.info.${k}`),
      ...AgreementType.options.map((t) => `agreement.type.${t}`),
      ...LocationServiceType.options.map((t) => `agreement.tab.${t}`),
      ...InquiryStatus.options.map((s) => `inquiries.status.${s}`),
      ...PortalServiceType.options.map((t) => `analysis.service.${t}`),
      ...PortalAnalysisView.options.map((v) => `analysis.view.${v}`),
      ...['total', 'year', 'month', 'day', 'hour'].map((p) => `analysis.period.${p}`),
      ...PropertyType.options.map((p) => `myHome.propertyType.${p}`),
      ...CarType.options.map((c) => `myHome.cars.${c}`),
      ...HeatingType.options.map((h) => `myHome.heating.${h}`),
      'myHome.heating.none',
      ...Gadget.options.map((g) => `myHome.gadgets.${g}`),
      ...PortalLoginMethod.options.map((m) => `login.method.${m}`),
      ...Language.options.map((l) => `languages.${l}`),
      ...['invoices', 'agreements', 'app', 'misc', 'environment'].map((t) => `faq.topic.${t}`),
      'loading.title', 'loading.text', 'loading.error.title', 'loading.error.text', 'analysis.noData', 'inquiries.empty',
      'invoices.missingDueDate', 'dashboard.hello', 'banner.pending.countdown', 'banner.activeProcess.text', 'invoices.viewer.baseUrl',
    ];
    expect(need.filter((k) => !keys.has(k))).toEqual([]);
  });

  it('uses the portal\'s exact English texts where the spec gives them', () => {
    const en = (key: string) => copy.find((c) => c.key === key)?.values.en;
    expect(en('loading.title')).toBe('Loading');
    expect(en('loading.text')).toBe('Please wait a few seconds.');
    expect(en('loading.error.text')).toBe('Something went wrong. Please try to refresh the page.');
    expect(en('inquiries.empty')).toBe('No requests to handle yet');
    expect(en('analysis.noData')).toBe('No data for period');
  });

  it('gives the organisation its own contact details over the platform copy', () => {
    const own = copy.filter((c) => c.organisation === 'BRIGHT');
    expect(own.map((c) => c.key).sort()).toEqual(['faq.contact.email', 'faq.contact.phone']);
    expect(demoCopy('OTHER', new Date()).find((c) => c.key === 'faq.contact.email')?.values.en).toBe('kundeservice@other.example');
  });
});
