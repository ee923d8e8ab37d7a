/**
 * The back-office resources the console renders generically (back-office §2, §3, §7).
 * OWNED BY: back-office work.
 */
import type { ResourceInput } from './core/resource.js';

export const resources: readonly ResourceInput[] = [];
