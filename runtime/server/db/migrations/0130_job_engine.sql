-- The job engine (issue 20; docs/decisions.md "Job engine"): pg-boss runs the work in its own schema
-- (pgboss, installed after these migrations by jobs/engine-schema.ts); a jobs row is what the console
-- shows of it. `once`: a queued one-off job (data queue, webhook, one account's sync), never planned
-- again; `planned_run`: the pg-boss job of the next scheduled run, cancelled when the job is paused or
-- its schedule changes; `active_run`: the pg-boss job running now, so upkeep can tell a run whose
-- worker died from one still going.
ALTER TABLE jobs ADD COLUMN once boolean NOT NULL DEFAULT false;
ALTER TABLE jobs ADD COLUMN planned_run uuid;
ALTER TABLE jobs ADD COLUMN active_run uuid;
UPDATE jobs SET once = true WHERE data IS NOT NULL;
CREATE INDEX jobs_scheduled ON jobs (enabled) WHERE NOT once;
