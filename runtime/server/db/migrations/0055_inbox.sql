-- Inbox items and what the messaging calls keep: one stored item per message addressed to its
-- recipients (docs/decisions.md "Stored inbox item"), each user's read and removal of it, the
-- notification subscriptions the sync derives, service notices (disruptions, waste pickups,
-- recycling centrals) and an organisation's uploaded assets.

CREATE TABLE inbox_items (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  type          text NOT NULL,
  created_by    text NOT NULL,              -- SYSTEM | WEBHOOK, as the item says
  -- Recipients copied out of doc so visibility is a plain indexed query.
  account_ids   text[] NOT NULL DEFAULT '{}',
  user_ids      text[] NOT NULL DEFAULT '{}',
  all_users     boolean NOT NULL DEFAULT false,
  doc           jsonb NOT NULL,             -- the contract InboxItemInput (no _id, createdAt, readAt)
  author        text,                       -- admin id or api token id that wrote it
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX inbox_items_org ON inbox_items (organisation, created_at DESC, id DESC);
CREATE INDEX inbox_items_accounts ON inbox_items USING gin (account_ids);
CREATE INDEX inbox_items_users ON inbox_items USING gin (user_ids);

-- Read state is per user; a customer's delete hides the item from them only.
CREATE TABLE inbox_item_users (
  item_id     text NOT NULL REFERENCES inbox_items(id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  read_at     timestamptz,
  removed_at  timestamptz,
  PRIMARY KEY (item_id, user_id)
);
CREATE INDEX inbox_item_users_user ON inbox_item_users (user_id);

-- PUT notifications/sync re-derives these rows from users' notification settings (docs/decisions.md
-- "Notifications sync"): who of an account gets which category, by channel.
CREATE TABLE notification_subscriptions (
  account_id  text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category    text NOT NULL,
  push        boolean NOT NULL,
  email       boolean NOT NULL,
  synced_at   timestamptz NOT NULL,
  PRIMARY KEY (account_id, user_id, category)
);

CREATE TABLE disruptions (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  status        text NOT NULL,
  price_zone    text,
  zip_codes     text[] NOT NULL DEFAULT '{}',
  doc           jsonb NOT NULL,             -- the contract Disruption
  start_date    timestamptz NOT NULL
);
CREATE INDEX disruptions_org ON disruptions (organisation, start_date DESC);

CREATE TABLE waste_pickups (
  location_id  text NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  date         date NOT NULL,
  fraction     text NOT NULL,
  container    text,
  PRIMARY KEY (location_id, date, fraction)
);

CREATE TABLE recycling_centrals (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  zip_code      text NOT NULL,
  doc           jsonb NOT NULL              -- the contract RecyclingCentral
);
CREATE INDEX recycling_centrals_org ON recycling_centrals (organisation);

CREATE TABLE assets (
  organisation  text NOT NULL REFERENCES organisations(code),
  name          text NOT NULL,
  content_type  text NOT NULL,
  content       bytea NOT NULL,
  size          integer NOT NULL,
  updated_by    text,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (organisation, name)
);
