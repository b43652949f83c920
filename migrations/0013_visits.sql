CREATE TABLE `visits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`date` text NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`skip_reason` text,
	`note` text DEFAULT '' NOT NULL,
	`photo_key` text,
	`photo_type` text,
	`completed_at` text,
	`completed_by` integer,
	`summary_queued_at` text,
	`summary_sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "visits_status_check" CHECK(status IN ('scheduled', 'done', 'skipped'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `visits_lead_date_uq` ON `visits` (`lead_id`,`date`);--> statement-breakpoint
CREATE INDEX `visits_date_idx` ON `visits` (`date`);--> statement-breakpoint
CREATE INDEX `visits_user_date_idx` ON `visits` (`user_id`,`date`);