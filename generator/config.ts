/** Where the real generation reads and writes (the golden tests use their own paths). */
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const OUT_DIR = 'generated';
/** What ts-morph reads for area exports and JSDoc: the contract sources (tests and fixtures are skipped). */
export const SOURCES = ['schemas'];
