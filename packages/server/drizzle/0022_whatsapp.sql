CREATE TABLE "whatsapp_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number_id" integer NOT NULL,
	"phone_key" text NOT NULL,
	"wa_id" text NOT NULL,
	"profile_name" text,
	"opted_out" boolean DEFAULT false NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"conversation_id" text,
	"chatbot_session_id" text,
	"support_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"number_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"wa_message_id" text,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"webhook_id" text NOT NULL,
	"phone_number_id" text NOT NULL,
	"display_phone" text DEFAULT '' NOT NULL,
	"access_token_sealed" text NOT NULL,
	"app_secret_sealed" text NOT NULL,
	"verify_token_sealed" text NOT NULL,
	"access_token_hint" text NOT NULL,
	"verify_token_hint" text NOT NULL,
	"responder" text NOT NULL,
	"custom_agent_id" text,
	"template_name" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"number_id" integer NOT NULL,
	"wa_message_id" text NOT NULL,
	"status" text NOT NULL,
	"recipient_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"errors" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD CONSTRAINT "whatsapp_contacts_number_id_whatsapp_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."whatsapp_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD CONSTRAINT "whatsapp_contacts_support_message_id_support_messages_id_fk" FOREIGN KEY ("support_message_id") REFERENCES "public"."support_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_number_id_whatsapp_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."whatsapp_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_contact_id_whatsapp_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."whatsapp_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD CONSTRAINT "whatsapp_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_statuses" ADD CONSTRAINT "whatsapp_statuses_number_id_whatsapp_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."whatsapp_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_contacts_number_phone_unique" ON "whatsapp_contacts" USING btree ("number_id","phone_key");--> statement-breakpoint
CREATE INDEX "whatsapp_contacts_support_idx" ON "whatsapp_contacts" USING btree ("support_message_id") WHERE "whatsapp_contacts"."support_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wa_id_unique" ON "whatsapp_messages" USING btree ("number_id","wa_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_contact_idx" ON "whatsapp_messages" USING btree ("contact_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_numbers_user_unique" ON "whatsapp_numbers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_numbers_phone_number_unique" ON "whatsapp_numbers" USING btree ("phone_number_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_numbers_webhook_unique" ON "whatsapp_numbers" USING btree ("webhook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_statuses_message_status_unique" ON "whatsapp_statuses" USING btree ("number_id","wa_message_id","status");