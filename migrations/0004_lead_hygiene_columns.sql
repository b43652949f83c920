DROP INDEX `leads_status_idx`;--> statement-breakpoint
DROP INDEX `leads_created_at_idx`;--> statement-breakpoint
DROP INDEX `leads_deleted_at_idx`;--> statement-breakpoint
ALTER TABLE `leads` ADD `status_changed_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `purged_at` text;--> statement-breakpoint
CREATE INDEX `leads_active_created_idx` ON `leads` (`created_at`,`id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `leads_active_status_created_idx` ON `leads` (`status`,`created_at`,`id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `leads_deleted_created_idx` ON `leads` (`created_at`,`id`) WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `leads_deleted_at_idx` ON `leads` (`deleted_at`) WHERE deleted_at IS NOT NULL;--> statement-breakpoint
ALTER TABLE `lead_events` ADD `actor_user_id` integer;