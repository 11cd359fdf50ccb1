CREATE TABLE "chatbot_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"message_id" text NOT NULL,
	"user_message" text NOT NULL,
	"bot_response" text NOT NULL,
	"confidence_score" double precision NOT NULL,
	"suggestions" jsonb NOT NULL,
	"answer_source" text NOT NULL,
	"sources" jsonb NOT NULL,
	"article_ids" jsonb NOT NULL,
	"is_helpful" boolean,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"package_type" text DEFAULT 'freemium' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "chatbot_exchanges" ADD CONSTRAINT "chatbot_exchanges_session_id_chatbot_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chatbot_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_sessions" ADD CONSTRAINT "chatbot_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chatbot_exchanges_message_id_unique" ON "chatbot_exchanges" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chatbot_exchanges_session_idx" ON "chatbot_exchanges" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "chatbot_sessions_user_active_idx" ON "chatbot_sessions" USING btree ("user_id","is_active");--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_status_created_idx" ON "support_messages" USING btree ("status","created_at");