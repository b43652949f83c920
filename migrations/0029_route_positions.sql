ALTER TABLE `crew_assignments` ADD `pinned` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `leads` ADD `longitude` real;--> statement-breakpoint
ALTER TABLE `leads` ADD `position_source` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `position_for` text;--> statement-breakpoint
ALTER TABLE `visits` ADD `on_my_way_at` text;