ALTER TABLE `leads` ADD `click_id` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `click_network` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `landing_path` text;