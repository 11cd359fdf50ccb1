-- Search across conversations (issue 29): lowercase and without the accents of Portuguese (and
-- other Latin) letters, one character for one character, so positions in the folded text are
-- positions in the original. The two private-use characters become spaces: the highlighter marks
-- matches with them. IMMUTABLE (translate and lower are): generated columns may use it.
CREATE FUNCTION sppock_search_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(lower(input), 'áàâãäåÁÀÂÃÄÅéèêëÉÈÊËíìîïÍÌÎÏóòôõöÓÒÔÕÖúùûüÚÙÛÜçÇñÑýÿÝ' || U&'\E000\E001', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy' || '  ');--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, sppock_search_fold("content"))) STORED;--> statement-breakpoint
ALTER TABLE "custom_agent_messages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, sppock_search_fold("content"))) STORED;--> statement-breakpoint
CREATE INDEX "chat_messages_search_idx" ON "chat_messages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "custom_agent_messages_search_idx" ON "custom_agent_messages" USING gin ("search_vector");