CREATE INDEX `visits_date_status_lead_idx` ON `visits` (`date`,`status`,`lead_id`);--> statement-breakpoint
CREATE INDEX `leads_stop_idx` ON `leads` (`id`,`deleted_at`,`latitude`,`longitude`);--> statement-breakpoint
DROP INDEX `visits_date_idx`;
