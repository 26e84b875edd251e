ALTER TYPE "public"."order_line_kind" ADD VALUE 'rental';--> statement-breakpoint
ALTER TYPE "public"."rental_booking_status" ADD VALUE 'held' BEFORE 'reserved';--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "rental_booking_id" integer;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_rental_booking_id_rental_bookings_id_fk" FOREIGN KEY ("rental_booking_id") REFERENCES "public"."rental_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_rental_booking_uq" ON "order_lines" USING btree ("rental_booking_id") WHERE "order_lines"."rental_booking_id" is not null;--> statement-breakpoint
CREATE INDEX "rental_bookings_hold_idx" ON "rental_bookings" USING btree ("hold_expires_at") WHERE "rental_bookings"."hold_expires_at" is not null;