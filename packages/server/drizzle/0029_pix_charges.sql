CREATE TABLE "pix_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"blocks" integer NOT NULL,
	"tokens" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_charge_id" text NOT NULL,
	"qr_code" text NOT NULL,
	"qr_image_png" text,
	"qr_image_svg" text,
	"expires_at" timestamp with time zone NOT NULL,
	"purchase_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_purchase_id_extra_token_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."extra_token_purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_charges_user_idx" ON "pix_charges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_charges_provider_charge_idx" ON "pix_charges" USING btree ("provider","provider_charge_id");