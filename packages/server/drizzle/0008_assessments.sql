CREATE TABLE "assessment_catalogue" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"category" text NOT NULL,
	"route" text,
	"color" text NOT NULL,
	"gradient" text NOT NULL,
	"status" text NOT NULL,
	"enabled_packages" jsonb NOT NULL,
	"should_show" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assessment_catalogue_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "assessment_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"company" text,
	"department" text,
	"position" text,
	"is_company_wide" boolean DEFAULT false NOT NULL,
	"employee_count" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_activity" timestamp with time zone NOT NULL,
	"overall_score" double precision,
	"tokens_used" integer DEFAULT 0 NOT NULL,
	"report" text,
	"report_provider" text,
	"answers" jsonb,
	"result" jsonb,
	"feedback_rating" integer,
	"feedback_comment" text
);
--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_sessions_user_type_created_idx" ON "assessment_sessions" USING btree ("user_id","type","created_at");