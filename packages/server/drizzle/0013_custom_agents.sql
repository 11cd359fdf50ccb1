CREATE TABLE "custom_agent_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"agent_id" text NOT NULL,
	"filename" text NOT NULL,
	"kind" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_agent_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_agent_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"agent_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_agents" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"instructions" text NOT NULL,
	"starter_prompts" jsonb NOT NULL,
	"tools" jsonb NOT NULL,
	"audience" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_agent_documents" ADD CONSTRAINT "custom_agent_documents_agent_id_custom_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."custom_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_agent_messages" ADD CONSTRAINT "custom_agent_messages_session_id_custom_agent_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."custom_agent_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_agent_sessions" ADD CONSTRAINT "custom_agent_sessions_agent_id_custom_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."custom_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_agent_sessions" ADD CONSTRAINT "custom_agent_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_agents" ADD CONSTRAINT "custom_agents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_agent_documents_agent_idx" ON "custom_agent_documents" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "custom_agent_messages_session_idx" ON "custom_agent_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_agent_sessions_user_idx" ON "custom_agent_sessions" USING btree ("user_id","agent_id");--> statement-breakpoint
CREATE INDEX "custom_agents_owner_idx" ON "custom_agents" USING btree ("owner_id");