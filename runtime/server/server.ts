/**
 * `npm start`. The platform server (Fastify on PostgreSQL) is built in the next issue; until it
 * lands this says so plainly instead of pretending to serve.
 */
console.log(`Ampere — the contract is in place; the server is not built yet.

What works now:
  npm run generate        regenerate generated/ (typed clients, JSON Schemas, OpenAPI) from schemas/
  npm run generate:check  fail when generated/ is stale
  npm test                generate:check, typecheck, lint and every unit test

The Fastify server on PostgreSQL, the portal at / and the console at /admin come next (see README).`);
