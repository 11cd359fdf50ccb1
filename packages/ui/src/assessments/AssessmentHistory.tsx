import type { AssessmentKind, AssessmentSession } from '@sppock/sdk';
import { useAssessmentSessions, useDeleteAssessmentSession } from '@sppock/sdk/react';
import { ArrowLeft, ClipboardList } from 'lucide-react';
import { type ReactNode, type RefObject, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import * as styles from './assessments.css';
import { errorToast } from './errorToast';
import { SessionCard, sessionTitle } from './SessionCard';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export interface AssessmentHistoryProps {
  kind: AssessmentKind;
  /** The assessment's name in 'Histórico de …'. */
  name: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** 'Ver Detalhes' on a completed session. */
  onOpen: (session: AssessmentSession) => void;
  /** Back to the intro. */
  onBack: () => void;
  /** Shown above the cards (IGTA's analytics). */
  children?: ReactNode;
}

/**
 * The history step (spec 3 §2 "History cards"): 'Histórico de …' with the total, the session
 * cards, 'Carregando assessments...', the load error with 'Tentar novamente', 'Nenhuma avaliação
 * encontrada', and delete after 'Tem certeza que deseja deletar esta avaliação?'.
 */
export function AssessmentHistory({
  kind,
  name,
  headingRef,
  onOpen,
  onBack,
  children,
}: AssessmentHistoryProps) {
  const messages = useAssessmentsMessages();
  const history = useAssessmentSessions(kind);
  const remover = useDeleteAssessmentSession(kind);
  const [toDelete, setToDelete] = useState<AssessmentSession | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) {
      return;
    }
    try {
      await remover.mutateAsync(toDelete.id);
    } catch (error) {
      errorToast(messages.toasts.error.deleteSession, error);
      throw error;
    }
    toast.success(kind === 'igta' ? messages.toasts.success.sessionDeleted : messages.toasts.success.deleted);
  };

  return (
    <section className={styles.stack} aria-labelledby={`${kind}-history-title`}>
      <div className={styles.spread}>
        <div className={styles.header}>
          <h1 id={`${kind}-history-title`} className={styles.title} ref={headingRef} tabIndex={-1}>
            {messages.historyTitle(name)}
          </h1>
          {history.data ? <p className={styles.muted}>{messages.historyTotal(history.data.total)}</p> : null}
        </div>
        <Button variant="secondary" leadingIcon={<ArrowLeft size={16} aria-hidden="true" />} onClick={onBack}>
          {messages.backToIntro}
        </Button>
      </div>
      {children}
      {history.isPending ? (
        <p className={styles.centered} role="status">
          <Spinner size="sm" decorative />
          {messages.historyLoading}
        </p>
      ) : history.isError ? (
        <LoadError
          title={messages.historyLoadError}
          message={history.error.message}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : history.data.sessions.length === 0 ? (
        <EmptyState icon={<ClipboardList size={22} />} title={messages.historyEmpty} titleAs="p" />
      ) : (
        <ul className={styles.grid}>
          {history.data.sessions.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} onOpen={onOpen} onDelete={setToDelete} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) {
            setToDelete(null);
          }
        }}
        tone="danger"
        title={messages.deleteConfirm}
        description={messages.deleteConfirmText}
        confirmLabel={messages.deleteButton}
        cancelLabel={messages.cancel}
        onConfirm={confirmDelete}
      >
        {toDelete ? <p className={styles.muted}>“{sessionTitle(toDelete, messages.untitled)}”</p> : null}
      </ConfirmDialog>
    </section>
  );
}
