/**
 * Pages and developer APIs of the sign-in flows that are not contract calls (the BankID simulator).
 * Registered by app.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

export function registerSignInPages(_app: FastifyInstance, _services: Services): void {
  // The BankID simulator lands with the sign-in flows.
}
