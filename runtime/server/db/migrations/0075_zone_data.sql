-- Zone data (issue 4 §3; docs/decisions.md "Zone data"): day-ahead spot prices per quarter-hour, and
-- per hour the hour's price (the average of its quarters), CO2 intensity, outdoor temperature and the
-- power mix of each price zone. Days, months and years are computed from the hours when asked: a
-- year of one zone is 8 760 rows, read in a few milliseconds.

CREATE TABLE zone_prices (
  zone   text NOT NULL,
  at     timestamptz NOT NULL,              -- start of the quarter-hour
  value  double precision NOT NULL,         -- zone currency per kWh (kr or €)
  PRIMARY KEY (zone, at)
);

CREATE TABLE zone_hours (
  zone         text NOT NULL,
  at           timestamptz NOT NULL,        -- start of the hour
  price        double precision NOT NULL,   -- average of the hour's four quarter-hour prices
  co2          real NOT NULL,               -- gCO2/kWh
  temperature  real NOT NULL,               -- °C, the zone's main city
  mix          jsonb NOT NULL,              -- the contract PowerMix
  PRIMARY KEY (zone, at)
);
