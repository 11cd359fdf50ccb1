// Quality bands of spec 3 §4: the SDK's domain entry owns them (the history cards show the same
// labels); the reports read them from here under the names they have always used.
export {
  type MbtiDimensionBand as PercentBand,
  mbtiDimensionBand as percentBand,
  type ScoreBand,
  scoreBand,
} from '@sppock/sdk/domain';

/** One decimal, half up (7.25 → 7.3). */
export function round1(value: number): number {
  return Math.round(value * 10 + Number.EPSILON * 10) / 10;
}
