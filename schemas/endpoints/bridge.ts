/**
 * The bridge's calls (back-office §7 Bridge and layout; platform-contract §7 Accounts and "other"):
 * auth check, dashboards, statistics, monitoring alerts and customer search. The search and fetch
 * calls sit under the account base /v4/{organisation}/account (docs/decisions.md "Path bases").
 * Shapes are ours (docs/decisions.md "Bridge calls").
 */
import { z } from 'zod';
import { ok, paginated } from '../core/envelope.js';
import {
  BridgeAccountDetails, BridgeAccountSummary, BridgeAuthValidation, BridgeDashboard, BridgeFetchQuery, BridgeSearchBody,
  BridgeStatistics, BridgeStatisticsQuery, BridgeUserSummary, BridgeValidateAuthBody, DashboardName, MonitoringAlert,
} from '../bridge.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrganisationIdParams, OrganisationParams } from './params.js';

const B = 'back-office §7 Bridge and layout' as const;
const ACC = 'platform-contract §7 Accounts' as const;
const BASE = '/v4/{organisation}/account' as const;
const CALLS = 'Bridge calls' as const;

export const bridgeArea = defineArea('bridge', 'The bridge: auth check, dashboards, statistics, monitoring alerts and customer search', {
  validateBridgeAuth: endpoint({
    method: 'POST',
    path: '/v3/layout/bridge/validate/auth',
    summary: 'Check a bridge token: whether it is valid, its scope, organisation and expiry',
    body: BridgeValidateAuthBody,
    responses: { 200: ok(BridgeAuthValidation) },
    access: access.public,
    spec: [B, 'platform-contract §7 Inbox, messages, email, other'],
    decision: CALLS,
  }),
  getBridgeDashboard: endpoint({
    method: 'GET',
    path: '/v3/layout/bridge/dashboard/{name}',
    summary: 'Read a dashboard layout by name (lowercased)',
    params: z.object({ name: DashboardName }),
    responses: { 200: ok(BridgeDashboard), ...errors(404) },
    access: access.console,
    spec: [B, 'platform-contract §7 Inbox, messages, email, other'],
    decision: CALLS,
  }),
  getBridgeStatistics: endpoint({
    method: 'GET',
    path: '/v3/account/statistics/bridge/{organisation}',
    summary: "An organisation's customer statistics for the bridge (default: the last 30 days)",
    params: OrganisationParams,
    query: BridgeStatisticsQuery,
    responses: { 200: ok(BridgeStatistics) },
    access: access.console,
    spec: [B, ACC],
    decision: CALLS,
  }),
  getMonitoringAlerts: endpoint({
    method: 'GET',
    path: '/v3/account/monitoring/alerts',
    summary: 'Current and recent monitoring alerts',
    description: "When the monitoring source cannot be read: 502 failedToFetchMonitoringAlerts, 'Failed to fetch monitoring alerts'.",
    responses: { 200: ok(z.array(MonitoringAlert)), ...errors(502) },
    access: access.platform,
    spec: [B, ACC, 'back-office §8'],
    decision: CALLS,
  }),
  searchBridgeUsers: endpoint({
    method: 'POST',
    path: `${BASE}/users/bridge/search`,
    summary: 'Search users by a customer search option (personalId, customerId, organisationId, email)',
    params: OrganisationParams,
    body: BridgeSearchBody,
    responses: { 200: paginated(BridgeUserSummary) },
    access: access.customerStaff,
    spec: [B, ACC, 'back-office §3 Bridge configuration'],
    decision: CALLS,
  }),
  searchBridgeAccounts: endpoint({
    method: 'POST',
    path: `${BASE}/accounts/bridge/search`,
    summary: 'Search accounts by a customer search option',
    params: OrganisationParams,
    body: BridgeSearchBody,
    responses: { 200: paginated(BridgeAccountSummary) },
    access: access.customerStaff,
    spec: [B, ACC],
    decision: CALLS,
  }),
  fetchBridgeAccounts: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/bridge/fetch`,
    summary: 'Read several accounts with their users and locations (ids unique)',
    params: OrganisationParams,
    query: BridgeFetchQuery,
    responses: { 200: ok(z.array(BridgeAccountDetails)) },
    access: access.customerStaff,
    spec: [B, ACC],
    decision: CALLS,
  }),
  fetchBridgeAccount: endpoint({
    method: 'GET',
    path: `${BASE}/accounts/bridge/fetch/{id}`,
    summary: 'Read one account with its users and locations',
    params: OrganisationIdParams,
    responses: { 200: ok(BridgeAccountDetails), ...errors(404) },
    access: access.customerStaff,
    spec: [B, ACC],
    decision: CALLS,
  }),
});
