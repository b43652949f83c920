CREATE TABLE `queue_deliveries` (
	`message_id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `queue_deliveries_sent_at_idx` ON `queue_deliveries` (`sent_at`);