-- A week's coverage per position, date and 15-minute slot, written with its warnings by every review, and
-- a copy of it taken at each publish (docs/api.md, "Schedules"). Weeks reviewed before this migration have
-- none until their next change.
ALTER TABLE "schedules" ADD COLUMN "published_coverage" jsonb;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "coverage" jsonb;