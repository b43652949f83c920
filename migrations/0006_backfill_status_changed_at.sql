-- Custom SQL migration file, put your code below! --
-- Leads stored before status_changed_at existed: the last status change in their history, else creation.
UPDATE `leads` SET `status_changed_at` = coalesce(
  (SELECT max(`created_at`) FROM `lead_events` WHERE `lead_events`.`lead_id` = `leads`.`id` AND `lead_events`.`to_status` IS NOT NULL),
  `created_at`
) WHERE `status_changed_at` IS NULL;
