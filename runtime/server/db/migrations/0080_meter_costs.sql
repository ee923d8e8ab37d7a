-- Costs and CO2 of meter data (issue 4 §2; docs/decisions.md "Meter costs"). Each roll-up carries,
-- beside its kWh, three sums that need the zone's hourly data and cannot be recovered from the total:
--   spot_cost       Σ value × the spot price of the reading's own period (quarter-hour price for
--                   15-minute readings): what 15minSpot pays;
--   hour_spot_cost  Σ value × the hour's spot price: what hourlySpot and mixed pay;
--   co2             Σ value × the hour's CO2 intensity, in g.
-- Everything else a cost needs (surcharge, fees, energy tax, fixed prices, discounts, the month's
-- average spot price) is constant over a local day, so it is applied when read, from the agreement in
-- force on that day: a price added for a future date cannot change a past figure.
ALTER TABLE meter_series ADD COLUMN price_zone text;
UPDATE meter_series s SET price_zone = l.price_zone FROM locations l WHERE l.id = s.location_id;
ALTER TABLE meter_series ALTER COLUMN price_zone SET NOT NULL;

-- Roll-ups made before these columns are rebuilt at start (rebuildMissingRollups): dropped here.
DELETE FROM readings_rollup;
ALTER TABLE readings_rollup
  ADD COLUMN spot_cost double precision NOT NULL DEFAULT 0,
  ADD COLUMN hour_spot_cost double precision NOT NULL DEFAULT 0,
  ADD COLUMN co2 double precision NOT NULL DEFAULT 0,
  ADD COLUMN unpriced integer NOT NULL DEFAULT 0;    -- readings inside with no zone price yet

-- Zone data per local day, month and year (the zone's own time zone), kept with the hours, so that a
-- year view reads 12 rows of zone data as it reads 12 of meter data. hdd: heating degree days (base
-- 17 °C) of the period, from each day's mean temperature.
CREATE TABLE zone_rollup (
  zone         text NOT NULL,
  level        text NOT NULL CHECK (level IN ('day', 'month', 'year')),
  start        timestamptz NOT NULL,
  key          text NOT NULL,
  price        double precision NOT NULL,     -- average of the hours
  co2          double precision NOT NULL,     -- average gCO2/kWh
  temperature  double precision NOT NULL,     -- average °C
  hdd          double precision NOT NULL,
  hours        integer NOT NULL,
  PRIMARY KEY (zone, level, start)
);
CREATE INDEX locations_services ON locations USING gin ((doc->'services') jsonb_path_ops);

-- A reading's series is made in the same transaction that stores it (meter/ingest.ts), so the foreign
-- key's check per row (an index probe for each of 100 000 readings in a batch, about half the time a
-- batch took) guards nothing; deleting a series still deletes its readings, by trigger, once a series.
ALTER TABLE readings DROP CONSTRAINT readings_series_id_fkey;
CREATE FUNCTION delete_series_readings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM readings WHERE series_id = OLD.id;
  RETURN OLD;
END $$;
CREATE TRIGGER meter_series_readings AFTER DELETE ON meter_series FOR EACH ROW EXECUTE FUNCTION delete_series_readings();
