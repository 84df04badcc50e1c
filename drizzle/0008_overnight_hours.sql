-- The real week (docs/product.md): a store may close after midnight (a close at or before the open is the
-- next day), a shift or an availability window may end the next day (an end at or before its start).
-- Only an end equal to its start stays refused: it would be 24 hours, over the 16-hour limit of a shift,
-- and for a window the API refuses it too (a whole day is several windows or none, docs/api.md).
ALTER TABLE "availability_windows" DROP CONSTRAINT "availability_range_check";--> statement-breakpoint
ALTER TABLE "shifts" DROP CONSTRAINT "shifts_range_check";--> statement-breakpoint
ALTER TABLE "stores" DROP CONSTRAINT "stores_hours_check";--> statement-breakpoint
ALTER TABLE "availability_windows" ADD CONSTRAINT "availability_range_check" CHECK ("availability_windows"."start_time" <> "availability_windows"."end_time");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_range_check" CHECK ("shifts"."start_time" <> "shifts"."end_time");