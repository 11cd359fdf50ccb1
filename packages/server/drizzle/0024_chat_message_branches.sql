ALTER TABLE "chat_messages" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "first_token_ms" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "tokens_per_second" double precision;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "prompt_tokens" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "context_window" integer;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "leaf_message_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_parent_id_chat_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_parent_idx" ON "chat_messages" USING btree ("parent_id");--> statement-breakpoint
-- Written by hand (issue 29): the conversations before branches were one line each, in the order
-- the chat read them (oldest first, a user message before the answer at the same instant). Each
-- message's parent is the one before it, and the branch shown ends at the last one.
UPDATE "chat_messages" AS m SET "parent_id" = p."previous"
  FROM (
    SELECT "id", lag("id") OVER (PARTITION BY "session_id" ORDER BY "created_at", "role" DESC, "id") AS "previous"
    FROM "chat_messages"
  ) AS p
  WHERE m."id" = p."id" AND p."previous" IS NOT NULL;--> statement-breakpoint
UPDATE "chat_sessions" AS s SET "leaf_message_id" = (
  SELECT m."id" FROM "chat_messages" AS m WHERE m."session_id" = s."id"
  ORDER BY m."created_at" DESC, m."role" ASC, m."id" DESC LIMIT 1
);
