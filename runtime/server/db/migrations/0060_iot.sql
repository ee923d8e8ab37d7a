-- Connected devices (platform-contract §3 IoT, §7 IoT; docs/decisions.md "IoT settings", "Device
-- providers"): one IoT settings record per account, the devices its connected brands brought, timer
-- actions, favourites and the charging locations registered with a provider. What a device reports
-- (readings, sessions) comes from its provider when asked; what the user set on it is kept here.

CREATE TABLE iot_settings (
  id                  text PRIMARY KEY,
  account_id          text NOT NULL UNIQUE REFERENCES accounts(id) ON DELETE CASCADE,
  organisation        text NOT NULL REFERENCES organisations(code),
  brands              jsonb NOT NULL DEFAULT '{}',   -- { [IotBrand]: IotBrandSettings }
  accepted_providers  jsonb NOT NULL DEFAULT '[]',   -- [{ provider, acceptedAt }]
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL
);
CREATE INDEX iot_settings_org ON iot_settings (organisation, created_at DESC, id DESC);
CREATE INDEX iot_settings_brands ON iot_settings USING gin (brands);

-- A vendor's device ids are its own serial numbers: unique per vendor across every account, which is
-- why the device calls name only brand and remoteId.
CREATE TABLE iot_devices (
  vendor        text NOT NULL,
  remote_id     text NOT NULL,
  settings_id   text NOT NULL REFERENCES iot_settings(id) ON DELETE CASCADE,
  provider      text NOT NULL,
  kind          text,                                  -- DeviceKind; null for realtime meters
  category      text NOT NULL,
  display_name  text NOT NULL,
  location_id   text REFERENCES locations(id) ON DELETE SET NULL,
  is_favorite   boolean NOT NULL DEFAULT false,
  is_online     boolean NOT NULL DEFAULT true,
  state         jsonb NOT NULL DEFAULT '{}',           -- what the user set: switch, heating modes, smart charging
  connected_at  timestamptz NOT NULL,
  PRIMARY KEY (vendor, remote_id)
);
CREATE INDEX iot_devices_settings ON iot_devices (settings_id, vendor, remote_id);

CREATE TABLE iot_actions (
  id           text PRIMARY KEY,
  settings_id  text NOT NULL REFERENCES iot_settings(id) ON DELETE CASCADE,
  vendor       text NOT NULL,
  remote_id    text NOT NULL,
  doc          jsonb NOT NULL,                         -- type, enabled, hours, window, days
  last_run_at  timestamptz,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  FOREIGN KEY (vendor, remote_id) REFERENCES iot_devices (vendor, remote_id) ON DELETE CASCADE
);
CREATE INDEX iot_actions_device ON iot_actions (vendor, remote_id, created_at);
CREATE INDEX iot_actions_settings ON iot_actions (settings_id, created_at);

CREATE TABLE iot_favorites (
  id                  text PRIMARY KEY,
  settings_id         text NOT NULL REFERENCES iot_settings(id) ON DELETE CASCADE,
  provider_device_id  text NOT NULL,
  user_id             text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  location_id         text NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  created_at          timestamptz NOT NULL,
  UNIQUE (settings_id, provider_device_id, user_id, location_id)
);

CREATE TABLE iot_provider_locations (
  id           text PRIMARY KEY,
  settings_id  text NOT NULL REFERENCES iot_settings(id) ON DELETE CASCADE,
  provider     text NOT NULL,
  location_id  text NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  name         text,
  latitude     double precision NOT NULL,
  longitude    double precision NOT NULL,
  created_at   timestamptz NOT NULL,
  UNIQUE (settings_id, provider, location_id)
);
