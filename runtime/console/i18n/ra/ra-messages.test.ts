// @vitest-environment node
/** react-admin's own messages in the five languages we write: complete, placeholders kept, really translated. */
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import type { MessageTree } from '../console-messages.js';
import { leavesOf } from '../message-tree.js';
import { formCount, placeholdersOf } from '../polyglot.js';
import de from './de.js';
import fi from './fi.js';
import nb from './nb.js';
import nn from './nn.js';
import sv from './sv.js';

const english = new Map(leavesOf(englishMessages as MessageTree));
const languages = { sv, nb, nn, fi, de };

/** Messages that are rightly the same as English's: only placeholders, a blank, or the same word. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  sv: ['ra.boolean.null', 'ra.page.edit', 'ra.page.list', 'ra.page.show'],
  nb: ['ra.boolean.null', 'ra.page.edit', 'ra.page.list', 'ra.page.show'],
  nn: ['ra.boolean.null', 'ra.page.edit', 'ra.page.list', 'ra.page.show'],
  fi: ['ra.boolean.null', 'ra.page.edit', 'ra.page.list', 'ra.page.show'],
  de: ['ra.boolean.null', 'ra.page.edit', 'ra.page.list', 'ra.page.show'],
};

describe.each(Object.entries(languages))('react-admin messages in %s', (language, messages) => {
  const translated = new Map(leavesOf(messages as MessageTree));

  it('has every key of the English set, and none it lacks', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps each message’s placeholders and its number of plural forms', () => {
    for (const [key, message] of english) {
      const own = translated.get(key) ?? '';
      expect({ key, placeholders: placeholdersOf(own), forms: formCount(own) }).toEqual({ key, placeholders: placeholdersOf(message), forms: formCount(message) });
    }
  });

  it('is translated, not copied from English', () => {
    const same = [...english].filter(([key, message]) => translated.get(key) === message).map(([key]) => key);
    expect(same.sort()).toEqual([...(SAME_AS_ENGLISH[language] ?? [])].sort());
  });
});
