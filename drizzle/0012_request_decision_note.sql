ALTER TABLE "open_shift_requests" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD COLUMN "decision_note" text;