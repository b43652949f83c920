PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_leads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`full_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`zip_code` text DEFAULT '' NOT NULL,
	`out_of_area` integer DEFAULT false NOT NULL,
	`service_type` text NOT NULL,
	`property_type` text NOT NULL,
	`service_frequency` text DEFAULT 'weekly' NOT NULL,
	`preferred_day` text,
	`status` text DEFAULT 'new' NOT NULL,
	`special_instructions` text DEFAULT '' NOT NULL,
	`referral_source` text DEFAULT '' NOT NULL,
	`sms_updates` integer DEFAULT false NOT NULL,
	`sms_consent_version` text,
	`sms_consent_at` text,
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
	`click_id` text,
	`click_network` text,
	`landing_path` text,
	`client_reference` text,
	`idempotency_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`deleted_at` text,
	`status_changed_at` text,
	`purged_at` text,
	`locale` text DEFAULT 'en' NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`gate_instructions` text DEFAULT '' NOT NULL,
	`notify_visit_summary` integer DEFAULT true NOT NULL,
	`notify_reminders` integer DEFAULT true NOT NULL,
	`notify_promotions` integer DEFAULT false NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`billing_state` text,
	`billing_state_at` text,
	`billing_event_created` integer,
	`billing_next_charge_at` text,
	`billing_checkout_url` text,
	`billing_checkout_expires_at` text,
	CONSTRAINT "leads_status_check" CHECK(status IN ('new', 'contacted', 'scheduled', 'converted', 'lost')),
	CONSTRAINT "leads_service_type_check" CHECK(service_type IN ('residential', 'commercial')),
	CONSTRAINT "leads_service_frequency_check" CHECK(service_frequency IN ('weekly', 'bi-weekly', 'monthly'))
);
--> statement-breakpoint
INSERT INTO `__new_leads`("id", "first_name", "full_name", "last_name", "email", "phone", "address", "zip_code", "out_of_area", "service_type", "property_type", "service_frequency", "preferred_day", "status", "special_instructions", "referral_source", "sms_updates", "sms_consent_version", "sms_consent_at", "management_company", "community_name", "role", "num_homes", "request_type", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "landing_referrer", "click_id", "click_network", "landing_path", "client_reference", "idempotency_key", "created_at", "updated_at", "deleted_at", "status_changed_at", "purged_at", "locale", "version", "gate_instructions", "notify_visit_summary", "notify_reminders", "notify_promotions", "stripe_customer_id", "stripe_subscription_id", "billing_state", "billing_state_at", "billing_event_created", "billing_next_charge_at", "billing_checkout_url", "billing_checkout_expires_at") SELECT "id", "first_name", "full_name", "last_name", "email", "phone", "address", "zip_code", "out_of_area", "service_type", "property_type", "service_frequency", "preferred_day", "status", "special_instructions", "referral_source", "sms_updates", "sms_consent_version", "sms_consent_at", "management_company", "community_name", "role", "num_homes", "request_type", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "landing_referrer", "click_id", "click_network", "landing_path", "client_reference", "idempotency_key", "created_at", "updated_at", "deleted_at", "status_changed_at", "purged_at", "locale", "version", "gate_instructions", "notify_visit_summary", "notify_reminders", "notify_promotions", "stripe_customer_id", "stripe_subscription_id", "billing_state", "billing_state_at", "billing_event_created", "billing_next_charge_at", "billing_checkout_url", "billing_checkout_expires_at" FROM `leads`;--> statement-breakpoint
DROP TABLE `leads`;--> statement-breakpoint
ALTER TABLE `__new_leads` RENAME TO `leads`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `leads_active_created_idx` ON `leads` (`created_at`,`id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `leads_active_status_created_idx` ON `leads` (`status`,`created_at`,`id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `leads_deleted_created_idx` ON `leads` (`created_at`,`id`) WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `leads_deleted_at_idx` ON `leads` (`deleted_at`) WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `leads_idempotency_key_uq` ON `leads` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `leads_client_reference_uq` ON `leads` (`client_reference`);--> statement-breakpoint
CREATE INDEX `leads_stripe_subscription_idx` ON `leads` (`stripe_subscription_id`) WHERE stripe_subscription_id IS NOT NULL;