ALTER TABLE `leads` ADD `full_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing leads: the name as typed is the stored first and last name joined.
UPDATE `leads` SET `full_name` = trim(`first_name` || ' ' || `last_name`) WHERE `purged_at` IS NULL;
