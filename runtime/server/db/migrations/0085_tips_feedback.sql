-- Tips, feedback on data, and what the data queue and the Forekai webhook keep (docs/decisions.md
-- "Tips", "Tips of a location", "Data feedback", "Data queue", "Queued data jobs", "Forekai
-- webhook"). A location's progress on its tips stays in locations.doc.tips, where the contract's
-- Location carries it.

-- The tip catalogue of each organisation; `doc` is the contract Tip, the columns are what lists filter and sort on.
CREATE TABLE tips (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  active        boolean NOT NULL,
  sort_order    integer NOT NULL,
  doc           jsonb NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX tips_organisation ON tips (organisation, sort_order, created_at, id);

-- Customers' feedback on their data. `doc` is the contract DataFeedback; handled, updated_at and the
-- ids are columns, and win: a deleted user or location leaves the feedback without them (personal
-- data goes with the user), a deleted account takes its feedback along.
CREATE TABLE data_feedback (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  account_id    text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  location_id   text REFERENCES locations(id) ON DELETE SET NULL,
  user_id       text REFERENCES users(id) ON DELETE SET NULL,
  subject       text NOT NULL,
  handled       boolean NOT NULL,
  doc           jsonb NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX data_feedback_organisation ON data_feedback (organisation, created_at DESC, id DESC);
CREATE INDEX data_feedback_account ON data_feedback (account_id, created_at DESC);

-- A job put on a queue by POST /v3/data/queue carries its caller's data for the worker that runs it;
-- scheduled jobs have none.
ALTER TABLE jobs ADD COLUMN data jsonb;

-- Forekai's notifications as received. The hash of the body recognises a redelivery (providers
-- retry until they see a 2xx), so it is stored and queued once.
CREATE TABLE forekai_notifications (
  id            text PRIMARY KEY,
  payload_hash  text NOT NULL UNIQUE,
  payload       jsonb NOT NULL,
  received_at   timestamptz NOT NULL,
  received_by   text,                       -- the WEBHOOK or SERVICE admin id that sent it
  job_id        text REFERENCES jobs(id) ON DELETE SET NULL
);
CREATE INDEX forekai_notifications_received ON forekai_notifications (received_at DESC);
