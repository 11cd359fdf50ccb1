CREATE TABLE "exchange_rates" (
	"pair" text PRIMARY KEY NOT NULL,
	"rate" double precision NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "llm_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"name" text NOT NULL,
	"input_usd_per_million" double precision,
	"output_usd_per_million" double precision,
	"prices_updated_at" timestamp with time zone,
	"requests_per_minute" integer,
	"tokens_per_minute" integer,
	"requests_per_day" integer,
	"tokens_per_day" integer,
	"tier" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "llm_models_model_idx" ON "llm_models" USING btree ("model");