-- Content the console edits and apps read: copy text and the settings drafts and releases
-- (back-office §3 Copy, §3 Drafts and releases). Records keep the contract entity beside the
-- columns we search and constrain on.

-- One record per type + key + organisation; organisation NULL is the platform default that an
-- organisation's record overrides (docs/decisions.md "Copy types and record").
CREATE TABLE copy (
  id            text PRIMARY KEY,
  type          text NOT NULL,
  key           text NOT NULL,
  organisation  text REFERENCES organisations(code),
  doc           jsonb NOT NULL,          -- the contract Copy without its timestamps
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
-- COALESCE: a NULL organisation (the platform default) must be unique too.
CREATE UNIQUE INDEX copy_type_key_org ON copy (type, key, COALESCE(organisation, ''));
CREATE INDEX copy_org_type ON copy (organisation, type, key);

-- One draft per organisation and kind (theme | featureFlags | customFavorites | modules | featureConfigurations).
CREATE TABLE settings_drafts (
  organisation  text NOT NULL REFERENCES organisations(code),
  kind          text NOT NULL,
  id            text NOT NULL UNIQUE,
  payload       jsonb NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  updated_by    text NOT NULL,
  PRIMARY KEY (organisation, kind)
);

-- Immutable once written: rows are only inserted and deleted. Other areas read the latest per kind.
CREATE TABLE settings_releases (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  kind          text NOT NULL,
  version       integer NOT NULL,
  payload       jsonb NOT NULL,
  created_at    timestamptz NOT NULL,
  created_by    text NOT NULL,
  UNIQUE (organisation, kind, version)
);
CREATE INDEX settings_releases_latest ON settings_releases (organisation, kind, version DESC);

-- The last version handed out per organisation and kind: a deleted release's number is never reused.
CREATE TABLE settings_release_versions (
  organisation  text NOT NULL REFERENCES organisations(code),
  kind          text NOT NULL,
  last_version  integer NOT NULL,
  PRIMARY KEY (organisation, kind)
);
