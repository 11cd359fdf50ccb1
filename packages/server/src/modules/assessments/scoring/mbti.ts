// MBTI scoring (documented in packages/server/README.md, "Avaliações", and in the contract's
// MbtiDimensionScores): per dimension (8 statements, answers 1-5),
//   points = Σ (answer − 1) over odd ids  +  Σ (5 − answer) over even ids      (0 … 32)
//   first letter % (E, S, T, J) = round(points / 32 × 100);  second letter % = 100 − first.
// The type takes, in each dimension, the letter with the larger percentage; a 50 × 50 tie takes
// the first letter (E, S, T, J).
import {
  MBTI_DIMENSIONS,
  MBTI_PER_DIMENSION,
  MBTI_QUESTION_COUNT,
  type MbtiDimension,
} from '../questions/mbti.ts';

export type MbtiLetter = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';
export type MbtiScores = Record<MbtiLetter, number>;

export interface MbtiResult {
  mbti_type: string;
  dimension_scores: MbtiScores;
}

/** Each of the 8 answers gives 0 to 4 points. */
const MAX_POINTS = MBTI_PER_DIMENSION * 4;

/** The agreement scale of every MBTI answer (spec 3 §1 "agreement scale 1-5"). */
export const MBTI_SCALE = { min: 1, max: 5 } as const;

/** Answers by question id (1-32); throws when one is missing or outside 1-5. */
export function scoreMbti(answers: Readonly<Record<number, number>>): MbtiResult {
  const scores = {} as MbtiScores;
  let type = '';
  MBTI_DIMENSIONS.forEach((dimension: MbtiDimension, index) => {
    let points = 0;
    for (let offset = 0; offset < MBTI_PER_DIMENSION; offset++) {
      const id = index * MBTI_PER_DIMENSION + offset + 1;
      const answer = answers[id];
      if (
        answer === undefined ||
        !Number.isInteger(answer) ||
        answer < MBTI_SCALE.min ||
        answer > MBTI_SCALE.max
      ) {
        throw new RangeError(`Resposta ausente ou inválida na questão ${id}`);
      }
      points += id % 2 === 1 ? answer - MBTI_SCALE.min : MBTI_SCALE.max - answer;
    }
    const first = dimension[0] as MbtiLetter;
    const second = dimension[1] as MbtiLetter;
    scores[first] = Math.round((points * 100) / MAX_POINTS);
    scores[second] = 100 - scores[first];
    type += scores[first] >= scores[second] ? first : second;
  });
  return {
    mbti_type: type,
    dimension_scores: {
      I: scores.I,
      E: scores.E,
      S: scores.S,
      N: scores.N,
      T: scores.T,
      F: scores.F,
      J: scores.J,
      P: scores.P,
    },
  };
}

export { MBTI_QUESTION_COUNT };
