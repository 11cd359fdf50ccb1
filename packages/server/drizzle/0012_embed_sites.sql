CREATE TABLE "embed_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"site_key" text NOT NULL,
	"allowed_origins" jsonb NOT NULL,
	"widgets" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embed_visitor_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embed_sites" ADD CONSTRAINT "embed_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_visitor_sessions" ADD CONSTRAINT "embed_visitor_sessions_session_id_chatbot_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chatbot_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_visitor_sessions" ADD CONSTRAINT "embed_visitor_sessions_site_id_embed_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."embed_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embed_sites_site_key_unique" ON "embed_sites" USING btree ("site_key");--> statement-breakpoint
CREATE INDEX "embed_sites_user_idx" ON "embed_sites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "embed_visitor_sessions_site_idx" ON "embed_visitor_sessions" USING btree ("site_id","created_at");