-- Core tables every area reads: organisations, customers (accounts, users, their roles), admins,
-- the audit log, the developer outbox and the server's own keys. Records keep the contract entity
-- in `doc` (jsonb) beside the columns we search, join or constrain on; the columns are the truth
-- where both hold a value (repositories write both in one statement).

CREATE TABLE organisations (
  code        text PRIMARY KEY,
  doc         jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  customer_id   text,
  account_type  text NOT NULL DEFAULT 'CUSTOMER',
  doc           jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_customer_id ON accounts (organisation, customer_id) WHERE customer_id IS NOT NULL;

CREATE TABLE users (
  id             text PRIMARY KEY,
  organisation   text NOT NULL REFERENCES organisations(code),
  username       text,
  email          text,
  personal_id    text,
  phone_number   text,
  password_hash  text,
  doc            jsonb NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username ON users (organisation, lower(username)) WHERE username IS NOT NULL;
CREATE INDEX users_personal_id ON users (organisation, personal_id) WHERE personal_id IS NOT NULL;
CREATE INDEX users_email ON users (organisation, lower(email)) WHERE email IS NOT NULL;
CREATE INDEX users_phone ON users (organisation, phone_number) WHERE phone_number IS NOT NULL;

-- Who may reach an account, and as what (OWNER, BS_OWNER, GUEST, INSPECTOR, READONLY).
CREATE TABLE account_users (
  account_id  text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, user_id)
);
CREATE INDEX account_users_user ON account_users (user_id);

CREATE TABLE admins (
  id             text PRIMARY KEY,
  organisation   text NOT NULL,
  email          text NOT NULL,
  scope          text NOT NULL,
  password_hash  text,
  doc            jsonb NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX admins_email ON admins (lower(email));

-- Every admin mutation, written in the transaction of the change it records.
CREATE TABLE audit_log (
  id            text PRIMARY KEY,
  created_at    timestamptz NOT NULL,
  actor         jsonb NOT NULL,
  admin_id      text,
  actor_email   text,
  action        text NOT NULL,
  resource      text NOT NULL,
  resource_id   text NOT NULL,
  organisation  text,
  changes       jsonb NOT NULL,
  request_id    text NOT NULL
);
CREATE INDEX audit_log_created ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_resource ON audit_log (resource, resource_id);
CREATE INDEX audit_log_organisation ON audit_log (organisation, created_at DESC);

-- Messages the platform would e-mail or text (PIN codes, e-mail links, admin passwords): the
-- developer reads them at /api/dev/outbox; a production deployment hands them to a mail gateway.
CREATE TABLE outbox (
  id          text PRIMARY KEY,
  created_at  timestamptz NOT NULL DEFAULT now(),
  channel     text NOT NULL,        -- email | sms
  recipient   text NOT NULL,
  subject     text NOT NULL,
  body        text NOT NULL,
  data        jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX outbox_recipient ON outbox (lower(recipient), created_at DESC);

-- Keys the server makes once and shares between instances (the JWT signing key).
CREATE TABLE server_keys (
  name        text PRIMARY KEY,
  value       jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- A signed-in session: every access and refresh token names one; sign-out revokes it, and with it
-- every token it issued.
CREATE TABLE token_sessions (
  id            text PRIMARY KEY,
  subject_kind  text NOT NULL,       -- customer | staff
  subject_id    text NOT NULL,       -- user id or admin id
  organisation  text NOT NULL,
  access_type   text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  revoked_at    timestamptz
);
CREATE INDEX token_sessions_subject ON token_sessions (subject_kind, subject_id);

-- Opaque refresh tokens, stored as their SHA-256; each is used once and replaced (rotation).
CREATE TABLE refresh_tokens (
  token_hash   text PRIMARY KEY,
  session_id   text NOT NULL REFERENCES token_sessions(id) ON DELETE CASCADE,
  account_id   text,
  scope        text NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- A sign-in in progress (platform-contract §7 Auth): the client polls it by ref, then fetches
-- tokens once. `data` holds what the access type needs (BankID order, PIN hash, OIDC state).
CREATE TABLE sign_in_sessions (
  ref            text PRIMARY KEY,
  organisation   text NOT NULL,
  access_type    text NOT NULL,
  status         text NOT NULL DEFAULT 'process',
  subject_kind   text,               -- customer | staff, once known
  subject_id     text,               -- user id or admin id, once known
  data           jsonb NOT NULL DEFAULT '{}'::jsonb,
  error_key      text,
  error_message  text,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  completed_at   timestamptz,
  consumed_at    timestamptz
);
