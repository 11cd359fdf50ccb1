CREATE TABLE "chat_clarifications" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"first_agent" text NOT NULL,
	"second_agent" text NOT NULL,
	"confidence" double precision NOT NULL,
	"chosen_agent" text,
	"chosen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routing_examples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"message_id" uuid NOT NULL,
	"text" text NOT NULL,
	"label" text NOT NULL,
	"routed_agent" text NOT NULL,
	"confidence" double precision NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routing_examples_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "chat_clarifications" ADD CONSTRAINT "chat_clarifications_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_clarifications" ADD CONSTRAINT "chat_clarifications_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_clarifications" ADD CONSTRAINT "chat_clarifications_request_id_chat_messages_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_examples" ADD CONSTRAINT "routing_examples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_examples" ADD CONSTRAINT "routing_examples_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_clarifications_session_idx" ON "chat_clarifications" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "chat_clarifications_created_idx" ON "chat_clarifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "routing_examples_user_created_idx" ON "routing_examples" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "routing_examples_created_idx" ON "routing_examples" USING btree ("created_at");