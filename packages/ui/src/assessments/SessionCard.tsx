import { type AssessmentSession, formatDateTime, formatNumber, mbtiTypeBand, scoreBand } from '@sppock/sdk';
import { CircleCheck, CircleDashed, Eye, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardFooter, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { IconButton } from '../primitives/IconButton/IconButton';
import * as styles from './assessments.css';
import * as cardStyles from './SessionCard.css';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export interface SessionCardProps {
  session: AssessmentSession;
  onOpen: (session: AssessmentSession) => void;
  onDelete: (session: AssessmentSession) => void;
}

const BAND_TONE = {
  Excelente: 'success',
  Bom: 'info',
  Regular: 'warning',
  Moderado: 'warning',
  Baixo: 'danger',
} as const;

/** The title a history card shows: the title, or the company (IGTA). */
export function sessionTitle(session: AssessmentSession, fallback: string): string {
  return session.title?.trim() || session.company?.trim() || fallback;
}

/**
 * A history card (spec 3 §2 "History cards"): title or company, complete/incomplete mark,
 * department, created date, last activity, the score (or the MBTI type) with its quality label,
 * tokens used, 'Ver Detalhes' and delete.
 */
export function SessionCard({ session, onOpen, onDelete }: SessionCardProps) {
  const messages = useAssessmentsMessages();
  const titleId = useId();
  const title = sessionTitle(session, messages.untitled);
  const score = session.overall_score;
  const band = score === null ? null : scoreBand(score);
  return (
    <CardRoot as="article" aria-labelledby={titleId} className={cardStyles.card}>
      <CardHeader className={styles.spread}>
        <CardTitle as="h2" id={titleId} className={cardStyles.title}>
          {title}
        </CardTitle>
        {session.completed ? (
          <Badge tone="success" icon={<CircleCheck size={12} aria-hidden="true" />}>
            {messages.complete}
          </Badge>
        ) : (
          <Badge tone="neutral" icon={<CircleDashed size={12} aria-hidden="true" />}>
            {messages.incomplete}
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        <dl className={cardStyles.facts}>
          {session.department ? (
            <div className={cardStyles.fact}>
              <dt>{messages.department}</dt>
              <dd>{session.department}</dd>
            </div>
          ) : null}
          <div className={cardStyles.fact}>
            <dt>{messages.createdAt}</dt>
            <dd>{formatDateTime(session.created_at)}</dd>
          </div>
          <div className={cardStyles.fact}>
            <dt>{messages.lastActivity}</dt>
            <dd>{formatDateTime(session.last_activity)}</dd>
          </div>
          {session.mbti_data ? (
            <div className={cardStyles.fact}>
              <dt>{messages.mbtiYourType}</dt>
              <dd className={cardStyles.strong}>
                {session.mbti_data.mbti_type}{' '}
                <Badge tone={BAND_TONE[mbtiTypeBand(session.mbti_data)]}>
                  {mbtiTypeBand(session.mbti_data)}
                </Badge>
              </dd>
            </div>
          ) : null}
          {score !== null && band ? (
            <div className={cardStyles.fact}>
              <dt>{messages.score}</dt>
              <dd className={cardStyles.strong}>
                {messages.outOfTen(formatNumber(score, { maximumFractionDigits: 1 }))}{' '}
                <Badge tone={BAND_TONE[band]}>{band}</Badge>
              </dd>
            </div>
          ) : null}
          <div className={cardStyles.fact}>
            <dt>{messages.tokensUsed}</dt>
            <dd>{formatNumber(session.tokens_used)}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className={styles.spread}>
        <Button
          size="sm"
          variant="secondary"
          leadingIcon={<Eye size={16} aria-hidden="true" />}
          disabled={!session.completed}
          onClick={() => onOpen(session)}
          aria-describedby={titleId}
        >
          {messages.viewDetails}
        </Button>
        <IconButton
          size="sm"
          label={messages.deleteSession(title)}
          icon={<Trash2 size={16} />}
          onClick={() => onDelete(session)}
        />
      </CardFooter>
    </CardRoot>
  );
}
