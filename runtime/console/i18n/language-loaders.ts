/**
 * The five languages besides English load when chosen (issue 6 §6: the console's first load stays
 * within its budget): react-admin's messages and the resource table of a language, each its own chunk.
 */
import type { ConsoleLocale, MessageTree } from './console-messages.js';
import type { RaMessages } from './ra/ra-messages.js';
import { resourceTree, type ResourceMessages } from './resource-messages.js';

export type LoadedLocale = Exclude<ConsoleLocale, 'en'>;

type Module<T> = Promise<{ readonly default: T }>;

async function language(ra: Module<RaMessages>, resources: Module<ResourceMessages>): Promise<MessageTree> {
  const [raModule, resourcesModule] = await Promise.all([ra, resources]);
  return { ...(raModule.default as MessageTree), ...resourceTree(resourcesModule.default) };
}

export const languageLoaders: Readonly<Record<LoadedLocale, () => Promise<MessageTree>>> = {
  sv: () => language(import('./ra/sv.js'), import('./resources/sv.js')),
  nb: () => language(import('./ra/nb.js'), import('./resources/nb.js')),
  nn: () => language(import('./ra/nn.js'), import('./resources/nn.js')),
  fi: () => language(import('./ra/fi.js'), import('./resources/fi.js')),
  de: () => language(import('./ra/de.js'), import('./resources/de.js')),
};
