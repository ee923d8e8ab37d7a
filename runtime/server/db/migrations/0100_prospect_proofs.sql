-- Issue 19 §1: what a prospect's owner has proven, kept beside the prospect (docs/decisions.md
-- "Prospect state machine and who may move it"). A validation proves control of one exact address:
-- the code is bound to the normalised address it was sent to, and the validation to the address the
-- opened link proved. A CUSTOMER prospect's claim on a provider customer is proven by staff.
ALTER TABLE account_prospects
  ADD COLUMN owner_signed_in      boolean NOT NULL DEFAULT false,  -- a sign-in made it (the 409 of a token fetch): user_id is proven
  ADD COLUMN validation_email     text,         -- normalised address the outstanding code was sent to
  ADD COLUMN validated_email      text,         -- normalised address the opened link proved (with validated_at)
  ADD COLUMN provider_resolved_at timestamptz,  -- customer staff confirmed the provider customer and site as they stand
  ADD COLUMN failure              text;         -- why it ended without an account (the token fetch's errorMessage)

-- Before this migration a sign-in's prospect was the one with a user and no validation.
UPDATE account_prospects SET owner_signed_in = true WHERE user_id IS NOT NULL AND validated_at IS NULL;

-- Codes and validations made before this migration name no address: they prove nothing any more.
UPDATE account_prospects SET validation_code_hash = NULL, validated_at = NULL
 WHERE status NOT IN ('account_resolved', 'account_failed', 'signed_in', 'abandoned', 'provider_failed');
