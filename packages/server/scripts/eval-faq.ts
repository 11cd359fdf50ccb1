// `npm run -s eval:faq`: measures the FAQ chatbot on its two question sets (see
// src/modules/chatbot/evaluation.ts) with the plans as seeded. Prints each set's accuracy with the
// questions it missed and, as its last line, the figure on both sets together.
import {
  DEFAULT_KNOWLEDGE_SETTINGS,
  evaluateFaq,
  FAQ_EVAL_SETS,
  formatFaqEvaluation,
  readEvalSet,
  seededPlans,
} from '../src/modules/chatbot/evaluation.ts';
import { createFaqIndex } from '../src/modules/chatbot/search.ts';

const index = await createFaqIndex(seededPlans(), DEFAULT_KNOWLEDGE_SETTINGS);
const tuning = evaluateFaq(index, readEvalSet(FAQ_EVAL_SETS.tuning));
const heldOut = evaluateFaq(index, readEvalSet(FAQ_EVAL_SETS.heldOut));
const all = {
  total: tuning.total + heldOut.total,
  right: tuning.right + heldOut.right,
  accuracy: (tuning.right + heldOut.right) / (tuning.total + heldOut.total),
  misses: [],
};

console.log(`${index.articles.length} artigos na base de conhecimento\n`);
console.log(formatFaqEvaluation('ajuste (faq-eval.json)', tuning, { misses: true }));
console.log(
  formatFaqEvaluation('separado, nunca usado para ajustar (faq-eval-held-out.json)', heldOut, {
    misses: true,
  }),
);
console.log(formatFaqEvaluation('\nacurácia total', all));
