-- Stored copies of mail ("Sent email") no longer keep a link that is a credential. The copies
-- made before this: a hirer's signing link always (the send's answer hands it to staff); a
-- password-reset or sign-up link where SMTP delivered the message (without SMTP the copy was
-- the only delivery). Invitation copies delivered by SMTP never kept theirs.
UPDATE "SentEmail"
SET "text" = regexp_replace("text", 'https?://[^[:space:]]*/sign/[A-Za-z0-9_-]+', '[signing link removed: only the hirer''s email holds it]', 'g')
WHERE "text" ~ '/sign/[A-Za-z0-9_-]{22,}';

UPDATE "SentEmail"
SET "text" = regexp_replace("text", 'https?://[^[:space:]]*/login/reset\?token=[A-Za-z0-9_-]+', '[reset link removed: only the account holder''s email holds it]', 'g')
WHERE "transport" = 'smtp' AND "text" ~ '/login/reset\?token=[A-Za-z0-9_-]{22,}';

UPDATE "SentEmail"
SET "text" = regexp_replace("text", 'https?://[^[:space:]]*/signup/confirm/[A-Za-z0-9_-]+', '[sign-up link removed: only the email''s owner holds it]', 'g')
WHERE "transport" = 'smtp' AND "text" ~ '/signup/confirm/[A-Za-z0-9_-]{22,}';
