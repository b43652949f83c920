-- Consent belongs to a number (issue 46, docs/decisions/0017). No schema change: the consent
-- history gains the source 'number_changed' (a text column, no CHECK). Backfills, where the
-- lead's history shows the number it had:
--
-- 1. The quote form's original grant was recorded on a lead's first consent change (a STOP, the
--    customer area) under the number the lead had then. Where the number changed after the grant
--    (an edit with a phone change later than the grant; a new format of the same number is no change), the grant gets the number it was given
--    for: the "before" of the first such change.
UPDATE sms_consent_events
SET phone = COALESCE((
  SELECT CASE WHEN length(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')) IN (10, 11) THEN '+1' || substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) END
  FROM lead_events le
  WHERE le.lead_id = sms_consent_events.lead_id AND le.created_at >= sms_consent_events.created_at AND le.type IN ('edited', 'customer_updated')
    AND json_valid(le.changes) AND json_type(le.changes, '$.phone') = 'array'
    AND substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) <> substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[1]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10)
  ORDER BY le.created_at, le.id LIMIT 1
), phone)
WHERE source = 'quote_form' AND action = 'given' AND lead_id IS NOT NULL;
--> statement-breakpoint
-- 2. A lead whose texts are still on although its number changed after it agreed: the consent it
--    gave is recorded under the number that gave it (when the history has no grant yet), withdrawn
--    as "number changed", and its texts turned off (the customer area offers them again for the
--    new number). The version goes up, as for every change to a lead.
INSERT INTO sms_consent_events (lead_id, phone, action, source, keyword, wording_version, created_at)
SELECT l.id, (SELECT CASE WHEN length(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')) IN (10, 11) THEN '+1' || substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) END FROM lead_events le
  WHERE le.lead_id = l.id AND le.created_at >= l.sms_consent_at AND le.type IN ('edited', 'customer_updated')
    AND json_valid(le.changes) AND json_type(le.changes, '$.phone') = 'array'
    AND substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) <> substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[1]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) ORDER BY le.created_at, le.id LIMIT 1),
  'given', 'quote_form', NULL, l.sms_consent_version, l.sms_consent_at
FROM leads l
WHERE l.sms_updates = 1 AND l.sms_consent_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM sms_consent_events e WHERE e.lead_id = l.id)
  AND (SELECT CASE WHEN length(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')) IN (10, 11) THEN '+1' || substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) END FROM lead_events le
  WHERE le.lead_id = l.id AND le.created_at >= l.sms_consent_at AND le.type IN ('edited', 'customer_updated')
    AND json_valid(le.changes) AND json_type(le.changes, '$.phone') = 'array'
    AND substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) <> substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[1]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) ORDER BY le.created_at, le.id LIMIT 1) IS NOT NULL;
--> statement-breakpoint
INSERT INTO sms_consent_events (lead_id, phone, action, source, keyword, wording_version, created_at)
SELECT l.id, (SELECT CASE WHEN length(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')) IN (10, 11) THEN '+1' || substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) END FROM lead_events le
  WHERE le.lead_id = l.id AND le.created_at >= l.sms_consent_at AND le.type IN ('edited', 'customer_updated')
    AND json_valid(le.changes) AND json_type(le.changes, '$.phone') = 'array'
    AND substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) <> substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[1]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) ORDER BY le.created_at, le.id LIMIT 1),
  'withdrawn', 'number_changed', NULL, NULL, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM leads l
WHERE l.sms_updates = 1 AND l.sms_consent_at IS NOT NULL
  AND (SELECT CASE WHEN length(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')) IN (10, 11) THEN '+1' || substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) END FROM lead_events le
  WHERE le.lead_id = l.id AND le.created_at >= l.sms_consent_at AND le.type IN ('edited', 'customer_updated')
    AND json_valid(le.changes) AND json_type(le.changes, '$.phone') = 'array'
    AND substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) <> substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[1]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) ORDER BY le.created_at, le.id LIMIT 1) IS NOT NULL;
--> statement-breakpoint
UPDATE leads
SET sms_updates = 0, sms_consent_version = NULL, sms_consent_at = NULL, sms_consent_locale = NULL, version = version + 1,
  updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE sms_updates = 1 AND sms_consent_at IS NOT NULL
  AND EXISTS (SELECT 1 FROM lead_events le
  WHERE le.lead_id = leads.id AND le.created_at >= leads.sms_consent_at AND le.type IN ('edited', 'customer_updated')
    AND json_valid(le.changes) AND json_type(le.changes, '$.phone') = 'array'
    AND substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[0]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10) <> substr(replace(replace(replace(replace(replace(replace(json_extract(le.changes, '$.phone[1]'), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), -10));
