ALTER TABLE `leads` ADD `sms_consent_version` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `sms_consent_at` text;