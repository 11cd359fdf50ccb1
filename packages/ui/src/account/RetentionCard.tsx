import type { Schema } from '@sppock/sdk';
import { useId } from 'react';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { Select } from '../primitives/Select/Select';
import * as styles from './account.css';
import { privacyTexts as T } from './privacyMessages';

/** The retention choices the contract accepts, in days; null is never. */
export const RETENTION_CHOICES = [30, 90, 180, 365, null] as const satisfies ReadonlyArray<
  Schema<'RetentionDays'>
>;
const NEVER = 'nunca';

export interface RetentionCardProps {
  /** Days without activity before a conversation is deleted; null: never. */
  value: Schema<'RetentionDays'>;
  /** Called with the new choice. */
  onValueChange: (days: Schema<'RetentionDays'>) => void;
  /** The choice is being saved. @default false */
  pending?: boolean;
}

/** 'Apagar minhas conversas após' (LGPD): 30, 90, 180 or 365 days without activity, or never. */
export function RetentionCard({ value, onValueChange, pending = false }: RetentionCardProps) {
  const titleId = useId();
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {T.retentionTitle}
        </CardTitle>
        <CardDescription>{T.retentionDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Select
          className={styles.selectField}
          label={T.retentionLabel}
          value={value === null ? NEVER : String(value)}
          disabled={pending}
          aria-busy={pending || undefined}
          options={RETENTION_CHOICES.map((days) =>
            days === null
              ? { value: NEVER, label: T.retentionNever }
              : { value: String(days), label: T.retentionDays(days) },
          )}
          onValueChange={(next) =>
            onValueChange(next === NEVER ? null : (Number(next) as 30 | 90 | 180 | 365))
          }
        />
      </CardContent>
    </CardRoot>
  );
}
