/**
 * The console's own words: every i18n/messages/<area>.ts, found by vite's import.meta.glob, so an area
 * is added by adding its file. A module's trees sit under `ampere.<area>`, the area being the file's
 * name: `messages/frame.ts` writes `{ en: { title: … } }` and code asks for `ampere.frame.title`.
 *
 * Only the frame's areas (the frame and the sign-in pages) load with the console; the others, all six
 * languages of them, load with the session (all-area-messages.ts, one chunk), since no screen that
 * uses them renders before an admin is signed in (issue 6 §6: the first load stays within its budget).
 */
import { CONSOLE_LOCALES, type ConsoleLocale, type ConsoleMessages, type MessageTree } from './console-messages.js';
import { mergeTrees } from './message-tree.js';

/** The areas the sign-in page and the frame around every screen use. */
const modules = import.meta.glob<ConsoleMessages>(['./messages/frame.ts', './messages/sign-in.ts'], { eager: true, import: 'default' });

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

/** The frame's areas, by language. */
export const frameMessages = mergeAreas(modules);

/** Every area, by language (a chunk of its own). */
export const loadAreaMessages = (): Promise<Record<ConsoleLocale, MessageTree>> => import('./all-area-messages.js').then((m) => m.allAreaMessages);
