-- What accounts and users carry beyond 0001's core: account groups, a user's own settings
-- (notification switches, the active account), push devices and the pushes they were sent, and
-- deletion requests. Premium features stay in accounts.doc (a small map read with the account).

CREATE TABLE account_groups (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  name          text NOT NULL,
  doc           jsonb NOT NULL,           -- the contract AccountGroup
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
-- Names are how staff tell groups apart: one per organisation (case-insensitive), else 409.
CREATE UNIQUE INDEX account_groups_name ON account_groups (organisation, lower(name));

-- One row per user who changed something; absent means the defaults (every category on, the token's account).
CREATE TABLE user_settings (
  user_id                text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  notification_settings  jsonb NOT NULL DEFAULT '{}'::jsonb,
  active_account_id      text REFERENCES accounts(id) ON DELETE SET NULL,
  updated_at             timestamptz NOT NULL
);

-- A device token belongs to one user at a time: registering it again moves it.
CREATE TABLE push_tokens (
  token       text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  platform    text NOT NULL,              -- ios | android | web
  created_at  timestamptz NOT NULL
);
CREATE INDEX push_tokens_user ON push_tokens (user_id);

-- Pushes the platform sent a user (GET /users/{id}/pushnotifications); written where the push is queued.
CREATE TABLE push_notifications (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id  text REFERENCES accounts(id) ON DELETE SET NULL,
  type        text NOT NULL,
  title       text NOT NULL,
  body        text NOT NULL,
  data        jsonb NOT NULL DEFAULT '{}'::jsonb,
  sent_at     timestamptz NOT NULL
);
CREATE INDEX push_notifications_user ON push_notifications (user_id, sent_at DESC, id DESC);

-- GET /users/{id}/requestDelete: the request support acts on; the confirmation goes to the outbox.
CREATE TABLE user_deletion_requests (
  id            text PRIMARY KEY,
  user_id       text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organisation  text NOT NULL,
  requested_by  jsonb NOT NULL,           -- who asked: the user or staff
  created_at    timestamptz NOT NULL
);
CREATE INDEX user_deletion_requests_user ON user_deletion_requests (user_id, created_at DESC);
