import { Spinner } from '../primitives/Spinner/Spinner';
import { LoadError } from '../shell/LoadError';
import * as styles from './assessments.css';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export interface QuestionsStateProps {
  /** The questions query: pending shows 'Carregando questões...', an error its message and a retry. */
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  /** The load error's title. @default 'Não foi possível carregar as questões.' */
  errorTitle?: string;
}

/** The loading or failed state of a questions step. */
export function QuestionsState({ query, errorTitle }: QuestionsStateProps) {
  const messages = useAssessmentsMessages();
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle ?? messages.questionsLoadError}
        message={query.error?.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <p className={styles.centered} role="status">
      <Spinner size="sm" decorative />
      {messages.questionsLoading}
    </p>
  );
}
