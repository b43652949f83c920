CREATE TABLE `lead_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "lead_notifications_kind_check" CHECK(kind IN ('staff_email', 'visitor_confirmation', 'webhook')),
	CONSTRAINT "lead_notifications_status_check" CHECK(status IN ('queued', 'sent', 'failed', 'dead'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_notifications_lead_kind_uq` ON `lead_notifications` (`lead_id`,`kind`);