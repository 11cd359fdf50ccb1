// One rule for "this message leans on the previous turn", shared by the Commander's routing (a
// follow-up stays with the session's specialist) and the offline answers (they quote the earlier
// request only for a follow-up, not for every new request of a long conversation).
const FOLLOW_UP_WORDS = 8;
const FOLLOW_UP_START =
  /^(e|mas|agora|tamb[eé]m|outr[oa]s?|mais|s[oó]|ent[aã]o|e se|faz|refa[cç]a|muda|troca)\b/i;

/** A short message that leans on the previous turn ("e para o Marcos?", "agora mais curto"). */
export function looksLikeFollowUp(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= FOLLOW_UP_WORDS && FOLLOW_UP_START.test(text.trim());
}
