-- Issue 19 §3: every session has an absolute end fixed at sign-in (decision "Session lifetime"): no
-- refresh or renewal reaches past it. Sessions opened before this migration end as if they had been
-- opened with it: 12 hours for staff, 30 days for customers (auth/tokens.ts SESSION_LIFETIME).

ALTER TABLE token_sessions ADD COLUMN expires_at timestamptz;
UPDATE token_sessions
   SET expires_at = created_at + CASE subject_kind WHEN 'staff' THEN interval '12 hours' ELSE interval '30 days' END;
ALTER TABLE token_sessions ALTER COLUMN expires_at SET NOT NULL;
