-- Custom SQL migration file, put your code below! --
-- Hand-written (billing, issue 39): customers who paid through the wizard's pricing table before
-- billing states existed. Their completed checkout is recorded in stripe_events; mark them active,
-- since their conversion, so the customer area does not ask them to set up payment again. Their
-- subscription id was never kept, so later events of that subscription stay unmatched (logged,
-- answered 200). Idempotent: touches only leads whose billing_state is still NULL.
UPDATE `leads` SET
  `billing_state` = 'active',
  `billing_state_at` = coalesce(`status_changed_at`, `updated_at`)
WHERE `billing_state` IS NULL
  AND `status` = 'converted'
  AND `id` IN (SELECT `lead_id` FROM `stripe_events` WHERE `type` = 'checkout.session.completed' AND `lead_id` IS NOT NULL);
