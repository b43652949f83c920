-- Custom SQL migration file, put your code below! --
-- A skipped text keeps why as a code in error_code (server/sms/send.ts, SKIP_TEXTS); the sentence stays in last_error for people.
-- Backfill: the texts skipped before this release, from their sentence.
UPDATE sms_messages SET error_code = CASE last_error
  WHEN 'Not sent: the customer has not agreed to texts' THEN 'no_consent'
  WHEN 'Not sent: the number replied STOP' THEN 'opted_out'
  WHEN 'Not sent: the phone is not a US number' THEN 'not_us_number'
  WHEN 'Not sent: the service no longer exists' THEN 'no_customer'
  WHEN 'Not sent: the customer''s account is deactivated' THEN 'account_deactivated'
  WHEN 'Logged only (SMS_PROVIDER is "log"), not sent' THEN 'logged'
  ELSE error_code END
WHERE status = 'skipped';
-- A text the queue could not take is asked for again by its code too (mayAskAgain), no longer by its sentence.
UPDATE sms_messages SET error_code = 'queue_unreachable'
WHERE status = 'failed' AND error_code IS NULL AND last_error = 'Could not reach the notification queue';
