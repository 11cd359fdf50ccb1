// The one data / error / loading frame of the console's tabs: a query's data goes to the tab's
// view; a failed load shows the tab's pt-BR title over the SDK's message with a retry; until
// then, a spinner that says 'Carregando...'.
import type { ReactNode } from 'react';
import { Spinner } from '../primitives/Spinner/Spinner';
import { LoadError } from '../shell/LoadError';
import * as styles from './console.css';
import { useConsoleMessages } from './useConsoleMessages';

/** What the panel reads of a query (an SDK hook's TanStack result). */
export interface PanelQuery<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryPanelProps<T> {
  query: PanelQuery<T>;
  /** The failed load's title ('Erro ao carregar uso de tokens'); the SDK's message follows it. */
  errorTitle: string;
  /** Shown instead of the error and its retry, when the tab words a failure its own way. @default none */
  failure?: ReactNode;
  /** `'sm'` inside a card (a smaller error and spinner). @default 'lg' */
  size?: 'sm' | 'lg';
  /** The tab's view of the data. */
  children: (data: T) => ReactNode;
}

export function QueryPanel<T>({ query, errorTitle, failure, size = 'lg', children }: QueryPanelProps<T>) {
  const messages = useConsoleMessages();
  if (query.data !== undefined) {
    return children(query.data);
  }
  if (query.error) {
    return (
      failure ?? (
        <LoadError
          {...(size === 'sm' ? { size: 'sm' as const } : {})}
          title={errorTitle}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )
    );
  }
  return (
    <div className={styles.loading}>
      <Spinner {...(size === 'lg' ? { size: 'lg' as const } : {})} label={messages.loading} />
    </div>
  );
}
