// @vitest-environment node
/** The console's own words: every messages/<area>.ts is found, placed under ampere.<area>, and complete in six languages. */
import { describe, expect, it } from 'vitest';
import { areaModules } from './all-area-messages.js';
import { frameMessages, mergeAreas } from './area-messages.js';
import { CONSOLE_LOCALES, type ConsoleMessages } from './console-messages.js';
import { leavesOf } from './message-tree.js';
import { formCount, placeholdersOf } from './polyglot.js';

describe('the area modules', () => {
  it('are found without being registered', () => {
    expect(Object.keys(areaModules)).toContain('./messages/frame.ts');
  });

  it('load the frame and sign-in words with the console, the others with the session', () => {
    expect(Object.keys(frameMessages.en.ampere as object).sort()).toEqual(['frame', 'sign-in']);
    expect(Object.keys(areaModules).length).toBeGreaterThan(2);
  });

  it('are placed under ampere.<the file’s name>', () => {
    const drafts: ConsoleMessages = { en: { publish: 'Publish' }, sv: { publish: 'Publicera' }, nb: {}, nn: {}, fi: {}, de: {} };
    const frame: ConsoleMessages = { en: { title: 'Ampere console' }, sv: {}, nb: {}, nn: {}, fi: {}, de: {} };
    const merged = mergeAreas({ './messages/feature-drafts.ts': drafts, './messages/frame.ts': frame });
    expect(merged.en).toEqual({ ampere: { 'feature-drafts': { publish: 'Publish' }, frame: { title: 'Ampere console' } } });
    expect(merged.sv).toEqual({ ampere: { 'feature-drafts': { publish: 'Publicera' }, frame: {} } });
  });
});

describe.each(Object.entries(areaModules))('%s', (_path, messages) => {
  const english = new Map(leavesOf(messages.en));

  it('starts below ampere.<area> (the file’s name adds it)', () => {
    for (const locale of CONSOLE_LOCALES) expect(Object.keys(messages[locale])).not.toContain('ampere');
  });

  it.each(CONSOLE_LOCALES.filter((locale) => locale !== 'en'))('has every English key in %s, placeholders and plural forms kept', (locale) => {
    const own = new Map(leavesOf(messages[locale]));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, message] of english) {
      const translated = own.get(key) ?? '';
      expect({ key, placeholders: placeholdersOf(translated), forms: formCount(translated) }).toEqual({ key, placeholders: placeholdersOf(message), forms: formCount(message) });
    }
  });
});
