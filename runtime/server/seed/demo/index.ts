/**
 * The demo tenant, deterministic: the same config and month give the same data (seed/demo/tenant.ts).
 */
export { fullDemoTenant as demoTenant } from './tenant.js';
