-- Monthly reports (platform-contract §3 Monthly report; docs/decisions.md "Monthly reports"): made
-- once a location's month is complete and kept, so reading one is a row, not a year of figures.
-- `doc` is the contract MonthlyReport, `summary` its MonthlyReportSummary. A report is the account's
-- that held the location that month: account_id decides who reads it, whoever holds the location now.
CREATE TABLE monthly_reports (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  account_id    text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  location_id   text NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  month         text NOT NULL,                 -- YYYY-MM, the location's local month
  doc           jsonb NOT NULL,
  summary       jsonb NOT NULL,
  generated_at  timestamptz NOT NULL,
  UNIQUE (location_id, month)
);
CREATE INDEX monthly_reports_account ON monthly_reports (account_id);
