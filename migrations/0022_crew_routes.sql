CREATE TABLE `crew_assignments` (
	`lead_id` integer PRIMARY KEY NOT NULL,
	`crew_user_id` integer NOT NULL,
	`position` integer NOT NULL,
	`assigned_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`crew_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `crew_assignments_route_idx` ON `crew_assignments` (`crew_user_id`,`position`);--> statement-breakpoint
CREATE TABLE `office_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
-- Backfill: a business with exactly one active crew account keeps its day as it was (every
-- converted customer on that one route, in the old order: ZIP, then address). With two or more,
-- every customer starts unassigned and the office assigns them on the week board.
INSERT INTO `crew_assignments` (`lead_id`, `crew_user_id`, `position`)
SELECT `l`.`id`, (SELECT `id` FROM `users` WHERE `role` = 'crew' AND `status` <> 'deactivated'),
  row_number() OVER (ORDER BY `l`.`zip_code`, `l`.`address`, `l`.`id`)
FROM `leads` `l`
WHERE `l`.`status` = 'converted' AND `l`.`deleted_at` IS NULL
  AND (SELECT count(*) FROM `users` WHERE `role` = 'crew' AND `status` <> 'deactivated') = 1;
