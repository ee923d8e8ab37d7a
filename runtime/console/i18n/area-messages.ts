/**
 * The console's own words: every i18n/messages/<area>.ts, found by vite's import.meta.glob, so an area
 * is added by adding its file. A module's trees sit under `ampere.<area>`, the area being the file's
 * name: `messages/frame.ts` writes `{ en: { title: … } }` and code asks for `ampere.frame.title`.
 * They are loaded with the console (all six languages): they are a few words per area, and English
 * must be there at the first render anyway.
 */
import { CONSOLE_LOCALES, type ConsoleLocale, type ConsoleMessages, type MessageTree } from './console-messages.js';
import { mergeTrees } from './message-tree.js';

const modules = import.meta.glob<ConsoleMessages>(['./messages/*.ts', '!./messages/*.test.ts'], { eager: true, import: 'default' });

/** The area of a module path: './messages/feature-flags.ts' → 'feature-flags'. */
export function areaOf(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.ts$/, '');
}

/** The areas' trees by language, each under `ampere.<area>`. */
export function mergeAreas(areas: Readonly<Record<string, ConsoleMessages>>): Record<ConsoleLocale, MessageTree> {
  const entries = Object.entries(areas).sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(
    CONSOLE_LOCALES.map((locale) => [locale, mergeTrees(...entries.map(([path, messages]) => ({ ampere: { [areaOf(path)]: messages[locale] } })))]),
  ) as Record<ConsoleLocale, MessageTree>;
}

/** The area modules as found, by path (the tests check each one's languages). */
export const areaModules: Readonly<Record<string, ConsoleMessages>> = modules;

export const areaMessages = mergeAreas(modules);
