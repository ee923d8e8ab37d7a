-- What three scheduled jobs keep (issue 20 §1; docs/decisions.md "Polling connected devices",
-- "Timer actions applied by the poll", "Secret rotation age").
-- iot_readings: what the poll read from each connected device, one row per device and reading time
-- (a second poll of the same quarter-hour writes nothing new). polled_at: the device's last poll.
CREATE TABLE iot_readings (
  vendor     text NOT NULL,
  remote_id  text NOT NULL,
  at         timestamptz NOT NULL,
  reading    jsonb NOT NULL,                           -- IotReading
  PRIMARY KEY (vendor, remote_id, at),
  FOREIGN KEY (vendor, remote_id) REFERENCES iot_devices (vendor, remote_id) ON DELETE CASCADE
);
ALTER TABLE iot_devices ADD COLUMN polled_at timestamptz;

-- The switch a timer last applied (true on, false off; null never): a timer applies a decision
-- once, when it changes, so a poll after the owner's own switch does not undo it.
ALTER TABLE iot_actions ADD COLUMN applied_on boolean;

-- When the rotation job flagged a secret as past its rotation age; a new value clears it.
ALTER TABLE secrets ADD COLUMN rotation_flagged_at timestamptz;
