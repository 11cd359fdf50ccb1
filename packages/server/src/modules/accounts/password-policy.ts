// Password policy as ASVS v5 §6.2 asks: length over composition. 8 to 128 characters of any kind
// (the spec's minimum of 8; passphrases, spaces and accents welcome), no rule about upper case,
// digits or symbols, and a refusal of common or easily guessed passwords: zxcvbn-ts with its
// leaked-password list and the English and Brazilian Portuguese dictionaries, given the user's
// own name and e-mail so "mariana2026" does not pass for Mariana. The contract's `NewPassword`
// schema and the SDK's validator hold the same lengths.
import type { OptionsType } from '@zxcvbn-ts/core';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * zxcvbn's score 3: at least 10^8 guesses, "safely unguessable" for an online attack, which
 * the login throttle turns into centuries.
 */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordProblem = 'short' | 'long' | 'common';

type Estimator = (password: string, userInputs: string[]) => number;

// The dictionaries weigh a few megabytes: loaded on the first password checked, once.
let estimator: Promise<Estimator> | null = null;

function loadEstimator(): Promise<Estimator> {
  estimator ??= (async () => {
    const [core, common, ptBr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-pt-br'),
    ]);
    const options: OptionsType = {
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...ptBr.dictionary },
    };
    core.zxcvbnOptions.setOptions(options);
    return (password, userInputs) => core.zxcvbn(password, userInputs).score;
  })();
  return estimator;
}

/** Length in characters as a person counts them (an emoji or "ã" is one). */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** What is wrong with a new password, or null when it is acceptable. */
export async function passwordProblem(
  password: string,
  userInputs: readonly string[] = [],
): Promise<PasswordProblem | null> {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) {
    return 'short';
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return 'long';
  }
  const estimate = await loadEstimator();
  const words = userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  // "João" is typed "joao" as often as not.
  const inputs = [...new Set(words.flatMap((word) => [word, word.normalize('NFD').replace(/\p{M}/gu, '')]))];
  return estimate(password, inputs) < PASSWORD_MIN_SCORE ? 'common' : null;
}

/** The pt-BR message of a refused new password, as the registration and reset forms word it. */
export function passwordProblemMessage(problem: PasswordProblem): string {
  switch (problem) {
    case 'short':
      return M.passwordShort;
    case 'long':
      return M.passwordLong;
    case 'common':
      return M.passwordCommon;
    default:
      return problem satisfies never;
  }
}
