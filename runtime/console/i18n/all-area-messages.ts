/** Every messages/<area>.ts (area-messages.ts loads this chunk with the session). */
import type { ConsoleMessages } from './console-messages.js';
import { mergeAreas } from './area-messages.js';

const modules = import.meta.glob<ConsoleMessages>(['./messages/*.ts', '!./messages/*.test.ts'], { eager: true, import: 'default' });

/** The area modules as found, by path (the tests check each one's languages). */
export const areaModules: Readonly<Record<string, ConsoleMessages>> = modules;

export const allAreaMessages = mergeAreas(modules);
