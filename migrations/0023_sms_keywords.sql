CREATE TABLE `sms_keywords` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_sid` text NOT NULL,
	`phone` text NOT NULL,
	`kind` text NOT NULL,
	`keyword` text NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_keywords_message_sid_uq` ON `sms_keywords` (`message_sid`);--> statement-breakpoint
CREATE INDEX `sms_keywords_phone_idx` ON `sms_keywords` (`phone`,`received_at`);--> statement-breakpoint
ALTER TABLE `sms_replies` ADD `opt_out_words` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `sms_replies` ADD `in_digest` integer DEFAULT false NOT NULL;