import { type components, mbtiDimensionBand } from '@sppock/sdk';
import { Badge } from '../primitives/Badge/Badge';
import { MBTI_DIMENSIONS, MBTI_LETTERS } from './catalogue';
import * as styles from './MbtiDimensionBars.css';

const BAND_TONE = { Excelente: 'success', Bom: 'info', Moderado: 'warning', Baixo: 'danger' } as const;

export interface MbtiDimensionBarsProps {
  scores: components['schemas']['MbtiDimensionScores'];
}

/**
 * The four dimension bars of the MBTI result (spec 3 §2): each splits 100 % between its two
 * letters; the stronger letter's percent gets the band of spec 3 §4 (80 Excelente, 60 Bom, 40
 * Moderado, below Baixo).
 */
export function MbtiDimensionBars({ scores }: MbtiDimensionBarsProps) {
  return (
    <ul className={styles.list}>
      {MBTI_DIMENSIONS.map(([first, second]) => {
        const left = scores[first];
        const right = scores[second];
        const strong = left >= right ? first : second;
        const percent = Math.max(left, right);
        const band = mbtiDimensionBand(percent);
        return (
          <li key={first} className={styles.item}>
            <div className={styles.labels}>
              <span data-strong={strong === first || undefined} className={styles.letter}>
                {MBTI_LETTERS[first]} ({first}) {left}%
              </span>
              <Badge tone={BAND_TONE[band]}>{band}</Badge>
              <span data-strong={strong === second || undefined} className={styles.letterEnd}>
                {MBTI_LETTERS[second]} ({second}) {right}%
              </span>
            </div>
            <div
              className={styles.track}
              role="img"
              aria-label={`${MBTI_LETTERS[first]} ${left}%, ${MBTI_LETTERS[second]} ${right}%: ${band}`}
            >
              <span className={styles.fillStart} style={{ width: `${left}%` }} />
              <span className={styles.fillEnd} style={{ width: `${right}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
