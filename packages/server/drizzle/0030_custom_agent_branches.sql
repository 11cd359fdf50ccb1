ALTER TABLE "custom_agent_messages" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "custom_agent_sessions" ADD COLUMN "leaf_message_id" text;--> statement-breakpoint
ALTER TABLE "custom_agent_messages" ADD CONSTRAINT "custom_agent_messages_parent_id_custom_agent_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."custom_agent_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_agent_messages_parent_idx" ON "custom_agent_messages" USING btree ("parent_id");--> statement-breakpoint
-- Written by hand (issue 29): the custom-agent conversations before branches were one line each,
-- in the order the chat read them (oldest first, a question before the answer at the same
-- instant). Each message's parent is the one before it, and the branch shown ends at the last one.
UPDATE "custom_agent_messages" AS m SET "parent_id" = p."previous"
  FROM (
    SELECT "id", lag("id") OVER (PARTITION BY "session_id" ORDER BY "created_at", "role" DESC, "id") AS "previous"
    FROM "custom_agent_messages"
  ) AS p
  WHERE m."id" = p."id" AND p."previous" IS NOT NULL;--> statement-breakpoint
UPDATE "custom_agent_sessions" AS s SET "leaf_message_id" = (
  SELECT m."id" FROM "custom_agent_messages" AS m WHERE m."session_id" = s."id"
  ORDER BY m."created_at" DESC, m."role" ASC, m."id" DESC LIMIT 1
);
