// @vitest-environment node
/** The console's i18nProvider: polyglot's syntax on i18next, the six languages, English as the fallback. */
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { resources, type ResourceDescriptor } from '../../../generated/resources.gen.js';
import { consoleI18nProvider } from './i18n-provider.js';

async function providerIn(locale: string, options: Parameters<typeof consoleI18nProvider>[0] = {}) {
  const provider = consoleI18nProvider({ locale: 'en', ...options });
  await provider.changeLocale(locale);
  return provider;
}

describe('plurals', () => {
  it('pick the form for smart_count by the language’s rule', async () => {
    const en = await providerIn('en');
    expect(en.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
    expect(en.translate('ra.action.bulk_actions', { smart_count: 5 })).toBe('5 items selected');
    const sv = await providerIn('sv');
    expect(sv.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 objekt markerat');
    expect(sv.translate('ra.action.bulk_actions', { smart_count: 5 })).toBe('5 objekt markerade');
    const fi = await providerIn('fi');
    expect(fi.translate('ra.notification.deleted', { smart_count: 1 })).toBe('Kohde poistettu');
    expect(fi.translate('ra.notification.deleted', { smart_count: 5 })).toBe('5 kohdetta poistettu');
  });

  it('apply to a resource’s name: one for 1, many otherwise', async () => {
    const nb = await providerIn('nb');
    expect(nb.translate('resources.admins.name', { smart_count: 1 })).toBe('Administrator');
    expect(nb.translate('resources.admins.name', { smart_count: 2 })).toBe('Administratorer');
    expect(nb.translate('resources.admins.name', { smart_count: 0 })).toBe('Administratorer');
  });
});

describe('placeholders', () => {
  it('are filled as given, not HTML-escaped (React escapes), and a missing one stays visible', async () => {
    const de = await providerIn('de');
    expect(de.translate('ra.page.create', { name: 'Admin <neu>' })).toBe('Admin <neu> erstellen');
    expect(de.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25 })).toBe('1-25 von %{total}');
  });
});

describe('a missing key', () => {
  it('shows the `_` default, filled in, and without one the key', async () => {
    const sv = await providerIn('sv');
    expect(sv.translate('ampere.nowhere.hello', { _: 'Hello %{who}', who: 'Ada' })).toBe('Hello Ada');
    expect(sv.translate('ampere.nowhere.hello')).toBe('ampere.nowhere.hello');
  });

  it('in Swedish falls back to English', async () => {
    const admins = resources.find((d) => d.name === 'admins') as ResourceDescriptor;
    const record = { ...admins.schemas.record, properties: { ...(admins.schemas.record.properties as object), nickname: { type: 'string', title: 'Nickname' } } };
    const sv = await providerIn('sv', { resources: [{ ...admins, schemas: { ...admins.schemas, record } }] });
    expect(sv.translate('resources.admins.fields.nickname', { _: 'nickname' })).toBe('Nickname');
    expect(sv.translate('resources.admins.fields.email', { _: 'email' })).toBe('E-post');
  });
});

describe('field names', () => {
  it('are the schema titles in English and the table’s words in Bokmål', async () => {
    const provider = consoleI18nProvider({ locale: 'en' });
    expect(provider.translate('resources.admins.fields.lastSignInAt', { _: 'lastSignInAt' })).toBe('Last sign-in');
    expect(provider.translate('resources.jobs.fields.nextRunAt', { _: 'nextRunAt' })).toBe('Next run');
    await provider.changeLocale('nb');
    expect(provider.translate('resources.admins.fields.lastSignInAt', { _: 'lastSignInAt' })).toBe('Sist pålogget');
    expect(provider.translate('resources.jobs.fields.nextRunAt', { _: 'nextRunAt' })).toBe('Neste kjøring');
  });
});

describe('the console’s own words', () => {
  it('come from messages/<area>.ts under ampere.<area>', async () => {
    const provider = consoleI18nProvider({ locale: 'en' });
    expect(provider.translate('ampere.frame.title')).toBe('Ampere console');
    await provider.changeLocale('fi');
    expect(provider.translate('ampere.frame.title')).toBe('Ampere-konsoli');
  });
});

describe('languages', () => {
  it('are the six, each named in its own language', () => {
    expect(consoleI18nProvider({ locale: 'en' }).getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'sv', name: 'Svenska' },
      { locale: 'nb', name: 'Norsk bokmål' },
      { locale: 'nn', name: 'Norsk nynorsk' },
      { locale: 'fi', name: 'Suomi' },
      { locale: 'de', name: 'Deutsch' },
    ]);
  });

  it('refuses one the console does not speak, and stays where it was', async () => {
    const provider = await providerIn('nn');
    await expect(provider.changeLocale('fr')).rejects.toThrow('fr');
    expect(provider.getLocale()).toBe('nn');
    expect(provider.translate('ra.action.select_all')).toBe('Vel alle');
  });

  it('end on the last one chosen when an earlier choice loads later', async () => {
    const provider = consoleI18nProvider({ locale: 'en' });
    const first = provider.changeLocale('sv');
    await provider.changeLocale('de');
    await first;
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('ra.action.save')).toBe('Speichern');
  });

  it('open in the stored choice once ready', async () => {
    const provider = consoleI18nProvider({ store: memoryStore({ locale: 'de' }) });
    await provider.ready;
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('ra.action.save')).toBe('Speichern');
  });
});
