-- Throttling that holds across servers (docs/decisions.md "Throttling guesses"): fixed-window counters
-- the rate limiter keeps per key (a client address, an identifier, a message recipient), and the
-- consecutive failures per identifier that progressive lockout reads. Both are small, hot and
-- disposable: rows past their window are deleted as new ones are written.
CREATE TABLE rate_limits (
  key       text PRIMARY KEY,
  count     integer NOT NULL,
  reset_at  timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);

CREATE TABLE sign_in_failures (
  key              text PRIMARY KEY,
  failures         integer NOT NULL,
  last_failure_at  timestamptz NOT NULL,
  locked_until     timestamptz
);
CREATE INDEX sign_in_failures_last ON sign_in_failures (last_failure_at);
