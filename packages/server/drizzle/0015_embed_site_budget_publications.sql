CREATE TABLE "custom_agent_publications" (
	"agent_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_agent_publications_agent_id_site_id_pk" PRIMARY KEY("agent_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "embed_site_usage" (
	"site_id" integer NOT NULL,
	"month" text NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "embed_site_usage_site_id_month_pk" PRIMARY KEY("site_id","month")
);
--> statement-breakpoint
ALTER TABLE "embed_sites" ADD COLUMN "monthly_messages" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_agent_publications" ADD CONSTRAINT "custom_agent_publications_agent_id_custom_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."custom_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_agent_publications" ADD CONSTRAINT "custom_agent_publications_site_id_embed_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."embed_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_site_usage" ADD CONSTRAINT "embed_site_usage_site_id_embed_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."embed_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_agent_publications_site_idx" ON "custom_agent_publications" USING btree ("site_id");