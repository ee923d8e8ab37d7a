-- Signs (back-office §1, §2 "signs"; ours): an organisation's public display screens. `doc` is the
-- contract SignInput as stored (defaults filled in); the display data is read from the zone tables.
CREATE TABLE signs (
  id            text PRIMARY KEY,
  organisation  text NOT NULL REFERENCES organisations(code),
  doc           jsonb NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  updated_by    text
);
CREATE INDEX signs_organisation ON signs (organisation);
