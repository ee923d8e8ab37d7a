-- Storage of the built-in development identity provider (oidc-provider at /oidc): sessions,
-- interactions, grants, authorisation codes and tokens, one row per model instance. In PostgreSQL
-- rather than memory so a restart keeps a user's IdP session and a code in flight stays valid.
-- `expires_at` is the provider's own expiry; expired rows read as absent and are swept on write.

CREATE TABLE oidc_models (
  model        text NOT NULL,
  id           text NOT NULL,
  payload      jsonb NOT NULL,
  grant_id     text,
  user_code    text,
  uid          text,
  expires_at   timestamptz,
  consumed_at  timestamptz,
  PRIMARY KEY (model, id)
);

CREATE INDEX oidc_models_grant ON oidc_models (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_models_uid ON oidc_models (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_models_user_code ON oidc_models (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_models_expires ON oidc_models (expires_at) WHERE expires_at IS NOT NULL;
