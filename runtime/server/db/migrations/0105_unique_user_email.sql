-- A user's e-mail is unique within an organisation, in any letter case (docs/decisions.md "Lost
-- races"): users are found by e-mail (adding a user to an account, account creation, sign-ins), and
-- two requests adding the same person at once must leave one user, not two. A database that already
-- holds two users of one organisation with one e-mail stops here: merge or correct them first.
DROP INDEX users_email;
CREATE UNIQUE INDEX users_email ON users (organisation, lower(email)) WHERE email IS NOT NULL;
