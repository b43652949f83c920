CREATE TABLE `sms_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer,
	`phone` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`media_count` integer DEFAULT 0 NOT NULL,
	`message_sid` text NOT NULL,
	`answers_sms_id` integer,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`forward_status` text DEFAULT 'pending' NOT NULL,
	`forward_attempts` integer DEFAULT 0 NOT NULL,
	`forward_error` text,
	`forward_updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`forwarded_at` text,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "sms_replies_forward_status_check" CHECK(forward_status IN ('pending', 'queued', 'sending', 'sent', 'failed', 'dead'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_replies_message_sid_uq` ON `sms_replies` (`message_sid`);--> statement-breakpoint
CREATE INDEX `sms_replies_lead_idx` ON `sms_replies` (`lead_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `sms_replies_phone_idx` ON `sms_replies` (`phone`,`received_at`);