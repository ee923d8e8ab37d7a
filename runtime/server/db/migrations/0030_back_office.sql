-- Back office (issue 3 §4, §5): organisations' API tokens, secrets sealed at rest, scheduled jobs,
-- and the one-time refs of admin password links. Admins and the audit log live in 0001.

-- API tokens: only the SHA-256 of the value is kept (the value is shown once, at creation).
-- DELETE revokes (revoked_at, revoked_by): the row stays for the audit trail.
CREATE TABLE api_tokens (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  name          text NOT NULL,
  scopes        jsonb NOT NULL,
  token_hash    text NOT NULL UNIQUE,
  token_hint    text NOT NULL,
  issued_by     text NOT NULL,
  expires_at    timestamptz,
  created_at    timestamptz NOT NULL,
  last_used_at  timestamptz,
  revoked_at    timestamptz,
  revoked_by    text
);
CREATE INDEX api_tokens_organisation ON api_tokens (organisation, created_at DESC);
-- One live token per name in an organisation (revoked ones keep their name for the record).
CREATE UNIQUE INDEX api_tokens_active_name ON api_tokens (organisation, lower(name)) WHERE revoked_at IS NULL;

-- Secrets: the value is AES-256-GCM sealed by the server's secret box (secret-box.ts), never plaintext.
CREATE TABLE secrets (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  key           text NOT NULL,
  value         bytea NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  updated_by    text NOT NULL,
  UNIQUE (organisation, key)
);

-- Scheduled jobs of the queues; `doc` is the contract Job, the columns are what lists filter on.
CREATE TABLE jobs (
  id            text PRIMARY KEY,
  organisation  text,                 -- null: platform-wide
  name          text NOT NULL,
  queue_type    text NOT NULL,
  status        text NOT NULL,
  editable      boolean NOT NULL,
  enabled       boolean NOT NULL,
  doc           jsonb NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_organisation ON jobs (organisation, queue_type);

-- One-time refs of set-password links (admin created, password reset): stored hashed, expiring.
CREATE TABLE admin_password_refs (
  ref_hash    text PRIMARY KEY,
  admin_id    text NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  purpose     text NOT NULL,          -- adminCreated | passwordReset
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX admin_password_refs_admin ON admin_password_refs (admin_id);
