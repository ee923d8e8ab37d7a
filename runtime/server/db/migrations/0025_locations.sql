-- Locations (the platform's Location and, read another way, the portal's location / site), their
-- agreements and third-party data inquiries, invoices, support messages and feedback, and dynamic
-- content. As in 0001: the contract entity in `doc`, the columns we search, join or constrain on
-- beside it; where both hold a value the column wins (repositories write both in one statement).

CREATE TABLE locations (
  id            text PRIMARY KEY,                                   -- Location._id = PortalLocation._id = the site id
  organisation  text NOT NULL REFERENCES organisations(code),
  account_id    text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  code          text NOT NULL,                                      -- Location.id, the location code the provider knows
  status        text NOT NULL,
  address       text NOT NULL DEFAULT '',
  zip_code      text NOT NULL DEFAULT '',
  city          text NOT NULL DEFAULT '',
  price_zone    text NOT NULL,
  area          text,                                               -- PortalLocation.area (region), when known
  extra         jsonb,                                              -- the home profile (older extra form); null: not filled
  doc           jsonb NOT NULL,
  synced_at     timestamptz,                                        -- last sync request (PUT /sites/{id}/sync)
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX locations_account ON locations (account_id, created_at, id);
CREATE INDEX locations_organisation ON locations (organisation, created_at, id);
CREATE UNIQUE INDEX locations_code ON locations (organisation, code);

-- Agreements of a location, in the order the provider lists them.
CREATE TABLE agreements (
  location_id  text NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  id           text NOT NULL,
  position     int NOT NULL,
  service_type text NOT NULL,
  doc          jsonb NOT NULL,
  PRIMARY KEY (location_id, id)
);

CREATE TABLE inquiries (
  id            text PRIMARY KEY,
  location_id   text NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  inquirer      text NOT NULL,
  inquiry_date  timestamptz NOT NULL,
  status        text NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inquiries_location ON inquiries (location_id, inquiry_date DESC);

-- Invoices of an account; `id` is the provider's and unique only within the account.
CREATE TABLE invoices (
  account_id      text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id              text NOT NULL,
  invoice_number  text NOT NULL,
  create_date     date NOT NULL,
  start_date      date NOT NULL,
  status          text NOT NULL,
  object_type     text NOT NULL,                                    -- pdf | external | missing
  provider        jsonb,                                            -- the provider reference, matched with @>
  doc             jsonb NOT NULL,
  PRIMARY KEY (account_id, id)
);
CREATE INDEX invoices_newest ON invoices (account_id, create_date DESC, start_date DESC, id DESC);
CREATE INDEX invoices_number ON invoices (invoice_number);

CREATE TABLE support_messages (
  id          text PRIMARY KEY,
  account_id  text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id     text,                                                 -- null for staff messages
  admin_id    text,                                                 -- the staff writer, kept for the record
  sender      text NOT NULL,                                        -- customer | staff
  text        text NOT NULL,
  created_at  timestamptz NOT NULL,
  read_at     timestamptz
);
CREATE INDEX support_messages_account ON support_messages (account_id, created_at, id);

CREATE TABLE support_feedback (
  id          text PRIMARY KEY,
  account_id  text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id     text NOT NULL,
  text        text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX support_feedback_account ON support_feedback (account_id, created_at DESC);

CREATE TABLE dynamic_content (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  key           text NOT NULL,
  language      text NOT NULL,
  title         text NOT NULL,
  body          text NOT NULL,
  format        text NOT NULL,
  valid_from    timestamptz,
  valid_to      timestamptz,
  updated_at    timestamptz NOT NULL
);
CREATE UNIQUE INDEX dynamic_content_key ON dynamic_content (organisation, key, language);
