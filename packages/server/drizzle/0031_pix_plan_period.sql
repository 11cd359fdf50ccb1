ALTER TABLE "pix_charges" ADD COLUMN "plan_type" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pix_paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pix_reminder_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_plan_type_plans_type_fk" FOREIGN KEY ("plan_type") REFERENCES "public"."plans"("type") ON DELETE no action ON UPDATE no action;