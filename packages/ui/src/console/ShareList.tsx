import { formatNumber } from '@sppock/sdk';
import { ProgressBar } from '../primitives/ProgressBar/ProgressBar';
import * as styles from './console.css';

export interface Share {
  name: string;
  value: number;
}

export interface ShareListProps {
  /** The list's accessible name ('Distribuição de Custos'). */
  label: string;
  shares: Share[];
  /** How many entries to show, largest first. @default 6 */
  top?: number;
  /** Formats an entry's value (R$ 1,20, 12 mil tokens). */
  format: (value: number) => string;
}

/** Each entry's share of the total, with its percentage (the spec's cost distribution, top 6). */
export function ShareList({ label, shares, top = 6, format }: ShareListProps) {
  const total = shares.reduce((sum, share) => sum + share.value, 0);
  const shown = [...shares].sort((a, b) => b.value - a.value).slice(0, top);
  return (
    <ul className={styles.shares} aria-label={label}>
      {shown.map((share) => {
        const percent = total > 0 ? (share.value / total) * 100 : 0;
        const percentText = `${formatNumber(percent, { maximumFractionDigits: 1 })}%`;
        return (
          <li key={share.name}>
            <ProgressBar
              value={percent}
              max={100}
              size="sm"
              label={share.name}
              valueText={`${format(share.value)} · ${percentText}`}
            />
          </li>
        );
      })}
    </ul>
  );
}
