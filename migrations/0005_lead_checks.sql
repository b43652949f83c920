-- D1 always enforces foreign keys and runs a migration in one transaction, where foreign_keys=OFF
-- is a no-op: defer the checks to commit instead, when lead_events points at the rebuilt table.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_leads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`zip_code` text DEFAULT '' NOT NULL,
	`out_of_area` integer DEFAULT false NOT NULL,
	`service_type` text NOT NULL,
	`property_type` text NOT NULL,
	`service_frequency` text DEFAULT 'weekly' NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`special_instructions` text DEFAULT '' NOT NULL,
	`referral_source` text DEFAULT '' NOT NULL,
	`sms_updates` integer DEFAULT false NOT NULL,
	`management_company` text,
	`community_name` text,
	`role` text,
	`num_homes` integer,
	`request_type` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`utm_term` text,
	`utm_content` text,
	`landing_referrer` text,
	`client_reference` text,
	`idempotency_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`deleted_at` text,
	`status_changed_at` text,
	`purged_at` text,
	CONSTRAINT "leads_status_check" CHECK(status IN ('new', 'contacted', 'scheduled', 'converted', 'lost')),
	CONSTRAINT "leads_service_type_check" CHECK(service_type IN ('residential', 'commercial')),
	CONSTRAINT "leads_service_frequency_check" CHECK(service_frequency IN ('weekly', 'bi-weekly', 'monthly'))
);
--> statement-breakpoint
INSERT INTO `__new_leads`("id", "first_name", "last_name", "email", "phone", "address", "zip_code", "out_of_area", "service_type", "property_type", "service_frequency", "status", "special_instructions", "referral_source", "sms_updates", "management_company", "community_name", "role", "num_homes", "request_type", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "landing_referrer", "client_reference", "idempotency_key", "created_at", "updated_at", "deleted_at", "status_changed_at", "purged_at") SELECT "id", "first_name", "last_name", "email", "phone", "address", "zip_code", "out_of_area", "service_type", "property_type", "service_frequency", "status", "special_instructions", "referral_source", "sms_updates", "management_company", "community_name", "role", "num_homes", "request_type", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "landing_referrer", "client_reference", "idempotency_key", "created_at", "updated_at", "deleted_at", "status_changed_at", "purged_at" FROM `leads`;--> statement-breakpoint
DROP TABLE `leads`;--> statement-breakpoint
ALTER TABLE `__new_leads` RENAME TO `leads`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE INDEX `leads_active_created_idx` ON `leads` (`created_at`,`id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `leads_active_status_created_idx` ON `leads` (`status`,`created_at`,`id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `leads_deleted_created_idx` ON `leads` (`created_at`,`id`) WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `leads_deleted_at_idx` ON `leads` (`deleted_at`) WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `leads_idempotency_key_uq` ON `leads` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `leads_client_reference_uq` ON `leads` (`client_reference`);