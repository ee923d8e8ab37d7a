-- Issue 19 §3: the server's private keys (JWT and OpenID signing keys, the IdP's cookie keys) are kept
-- sealed with SECRETS_KEY (AES-256-GCM, secret-box.ts), never in clear next to the data. A key
-- written before this migration keeps its clear `value` until the next start seals it in place
-- (key-store.ts); from then on only `sealed` holds it.

ALTER TABLE server_keys ADD COLUMN sealed bytea;
ALTER TABLE server_keys ALTER COLUMN value DROP NOT NULL;
ALTER TABLE server_keys ADD CONSTRAINT server_keys_one_form CHECK ((value IS NULL) <> (sealed IS NULL));
