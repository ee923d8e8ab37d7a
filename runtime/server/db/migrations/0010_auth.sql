-- Accounts being created (platform-contract §3 Account and user, §7 Accounts prospects; portal §4):
-- a sign-up's prospect, or the prospect a token fetch answering 409 starts for a signed-in user
-- without accounts. `doc` is the contract AccountProspect, partial while a sign-in's prospect still
-- lacks its owner's e-mail or site (staff see those through the creation log meanwhile).

CREATE TABLE account_prospects (
  id                    text PRIMARY KEY,
  ref                   text NOT NULL UNIQUE,          -- the sign-up's secret: create, update and poll name it
  organisation          text NOT NULL REFERENCES organisations(code),
  status                text NOT NULL,
  user_id               text REFERENCES users(id) ON DELETE SET NULL,  -- known when a sign-in proved who it is
  account_id            text REFERENCES accounts(id) ON DELETE SET NULL,
  doc                   jsonb NOT NULL,
  language              text,
  validation_code_hash  text,                          -- the e-mailed one-time code, as SHA-256
  validated_at          timestamptz,
  redirect_uri          text,                          -- where the validation link sends the app (appRedirectDeeplink)
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL
);
CREATE INDEX account_prospects_org_created ON account_prospects (organisation, created_at DESC, id DESC);

-- One row per account creation, keyed by the prospect's ref; its status follows the prospect's.
CREATE TABLE account_creation_logs (
  id            text PRIMARY KEY,
  ref           text NOT NULL,
  organisation  text NOT NULL REFERENCES organisations(code),
  status        text NOT NULL,
  account_id    text REFERENCES accounts(id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX account_creation_logs_ref ON account_creation_logs (ref);
CREATE INDEX account_creation_logs_org_created ON account_creation_logs (organisation, created_at DESC, id DESC);
