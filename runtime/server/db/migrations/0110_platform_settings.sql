-- Settings of the whole platform, which only a platform ADMIN changes (issue 19 §5): today the
-- origins a chat widget script may be loaded from (docs/decisions.md "Chat widget script allow-list").
CREATE TABLE platform_settings (
  key         text PRIMARY KEY,
  value       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL,
  updated_by  text NOT NULL
);
