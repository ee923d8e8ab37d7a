-- Meter data (issue 4; docs/decisions.md "Meter reading storage"): readings at each meter's native
-- resolution, and their roll-ups to hour, local day, local month and local year, kept in step with the
-- readings in the same transaction, so a year view reads 12 rows and a month view at most 31.

-- A measured service of a location, known by its measurementId within the organisation. Made from the
-- location's services when readings first arrive for it; the time zone follows the price zone.
CREATE TABLE meter_series (
  id              bigserial PRIMARY KEY,
  organisation    text NOT NULL REFERENCES organisations(code),
  measurement_id  text NOT NULL,
  location_id     text NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  service_id      text NOT NULL,
  service_type    text NOT NULL,
  resolution      text NOT NULL CHECK (resolution IN ('15min', 'hour', 'day', 'month')),
  time_zone       text NOT NULL,
  UNIQUE (organisation, measurement_id)
);
CREATE INDEX meter_series_location ON meter_series (location_id);

-- Doubles, not numerics: every roll-up is recomputed from its children (never added to), so rounding
-- cannot accumulate, and sums of a few thousand kWh values stay far inside a double's precision.
CREATE TABLE readings (
  series_id    bigint NOT NULL REFERENCES meter_series(id) ON DELETE CASCADE,
  at           timestamptz NOT NULL,          -- start of the reading's period
  value        double precision NOT NULL,
  certainty    real,                          -- null: certain (absent in the contract)
  source       text NOT NULL,
  received_at  timestamptz NOT NULL,
  PRIMARY KEY (series_id, at)
);

-- level: hour (UTC hours: every zone of the platform is a whole number of hours from UTC), day, month,
-- year (local). start is the period's first instant; key its local date key. points counts the native
-- readings inside; a period is partial while it has fewer than its length holds, or has not ended.
CREATE TABLE readings_rollup (
  series_id  bigint NOT NULL REFERENCES meter_series(id) ON DELETE CASCADE,
  level      text NOT NULL CHECK (level IN ('hour', 'day', 'month', 'year')),
  start      timestamptz NOT NULL,
  key        text NOT NULL,
  total      double precision NOT NULL,
  certainty  real,                            -- the lowest of the readings inside; null when all are certain
  points     integer NOT NULL,
  PRIMARY KEY (series_id, level, start)
);
