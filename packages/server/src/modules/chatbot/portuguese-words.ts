// Everyday Portuguese words (the common-word and Wikipedia lists that the password policy's
// zxcvbn dictionaries already ship), accent-folded. The FAQ search corrects a word it does not
// know to the nearest word of the knowledge base; a real Portuguese word the base does not use
// ("previsão", "capital") is no typo, and correcting it ("precisão", "fraca") would answer a
// question nobody asked.
import { foldAccents } from '../routing/text.ts';

let words: Promise<ReadonlySet<string>> | null = null;

/** Loaded once, on the first question (about 38 thousand words). */
export function portugueseWords(): Promise<ReadonlySet<string>> {
  words ??= import('@zxcvbn-ts/language-pt-br').then(
    ({ dictionary }) => new Set([...dictionary.commonWords, ...dictionary.wikipedia].map(foldAccents)),
  );
  return words;
}
