CREATE TABLE `sms_consent_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer,
	`phone` text NOT NULL,
	`action` text NOT NULL,
	`source` text NOT NULL,
	`keyword` text,
	`wording_version` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sms_consent_events_lead_idx` ON `sms_consent_events` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sms_consent_events_phone_idx` ON `sms_consent_events` (`phone`,`created_at`);--> statement-breakpoint
CREATE TABLE `sms_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`visit_id` integer,
	`event` text NOT NULL,
	`event_key` text NOT NULL,
	`to_phone` text DEFAULT '' NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`send_after` text,
	`provider_sid` text,
	`error_code` text,
	`last_error` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "sms_messages_status_check" CHECK(status IN ('queued', 'scheduled', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'dead', 'skipped'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_messages_event_key_uq` ON `sms_messages` (`event_key`);--> statement-breakpoint
CREATE INDEX `sms_messages_lead_idx` ON `sms_messages` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sms_messages_visit_idx` ON `sms_messages` (`visit_id`);--> statement-breakpoint
CREATE INDEX `sms_messages_provider_sid_idx` ON `sms_messages` (`provider_sid`);--> statement-breakpoint
CREATE TABLE `sms_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_phone` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `leads` ADD `sms_consent_locale` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `stripe_customer_id` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `stripe_subscription_id` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `billing_state` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `billing_state_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `billing_event_created` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `billing_next_charge_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `billing_checkout_url` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `billing_checkout_expires_at` text;--> statement-breakpoint
CREATE INDEX `leads_stripe_subscription_idx` ON `leads` (`stripe_subscription_id`) WHERE stripe_subscription_id IS NOT NULL;