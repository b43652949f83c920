CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`lead_id` integer,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
DROP INDEX `leads_client_reference_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `leads_client_reference_uq` ON `leads` (`client_reference`);