ALTER TABLE "custom_agents" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "can_create_agents" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_agents" ADD CONSTRAINT "custom_agents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;