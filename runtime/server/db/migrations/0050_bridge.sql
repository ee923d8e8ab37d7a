-- The bridge (back-office §7 Bridge and layout): dashboard layouts, and an index for its statistics.

-- Dashboard layouts by name (docs/decisions.md "Bridge dashboards"). They are platform-wide: every
-- organisation's console shows the same widgets and each widget reads its own organisation's data.
-- Kept as rows, not code, so a layout can change without a release of the server.
CREATE TABLE bridge_dashboards (
  name        text PRIMARY KEY CHECK (name ~ '^[a-z0-9-]+$'),
  doc         jsonb NOT NULL,            -- the contract BridgeDashboard
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Widget types name the bridge call each widget renders; props are what it passes to that call.
INSERT INTO bridge_dashboards (name, doc) VALUES
('overview', '{"name": "overview", "widgets": [
  {"id": "customer-statistics", "type": "statistics", "title": "Customers", "width": 12, "props": {"operation": "getBridgeStatistics", "days": 30}},
  {"id": "customer-search", "type": "customerSearch", "title": "Find a customer", "width": 6, "props": {"operation": "searchBridgeAccounts"}},
  {"id": "monitoring-alerts", "type": "alerts", "title": "Monitoring alerts", "width": 6, "props": {"operation": "getMonitoringAlerts", "state": "firing"}}
]}'),
('support', '{"name": "support", "widgets": [
  {"id": "customer-search", "type": "customerSearch", "title": "Find a customer", "width": 8, "props": {"operation": "searchBridgeAccounts"}},
  {"id": "user-search", "type": "userSearch", "title": "Find a user", "width": 4, "props": {"operation": "searchBridgeUsers"}},
  {"id": "customer-statistics", "type": "statistics", "title": "Customers", "width": 12, "props": {"operation": "getBridgeStatistics", "days": 7}}
]}'),
('operations', '{"name": "operations", "widgets": [
  {"id": "monitoring-alerts", "type": "alerts", "title": "Monitoring alerts", "width": 12, "props": {"operation": "getMonitoringAlerts"}},
  {"id": "scheduled-jobs", "type": "jobs", "title": "Scheduled jobs", "width": 8, "props": {"operation": "listJobs"}},
  {"id": "service-status", "type": "status", "title": "Services", "width": 4, "props": {"operation": "listServiceStatuses"}}
]}');

-- Active users in a period are customers who opened a session (signed in) in it.
CREATE INDEX token_sessions_sign_ins ON token_sessions (organisation, subject_kind, created_at);
