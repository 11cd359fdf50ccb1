import { formatDate } from '@sppock/sdk';
import { useTeamUsage } from '@sppock/sdk/react';
import { useId } from 'react';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { Spinner } from '../primitives/Spinner/Spinner';
import { LoadError } from '../shell/LoadError';
import * as styles from './account.css';
import { TeamUsageTable } from './TeamUsageTable';
import { teamMessages as M } from './teamMessages';

/** The owner's card of the cycle's usage per person, loaded apart from the team. */
export function TeamUsageCard() {
  const titleId = useId();
  const usage = useTeamUsage();
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {M.usageTitle}
        </CardTitle>
        {usage.data ? (
          <CardDescription>
            {M.usageDescription(
              formatDate(Date.parse(usage.data.cycle_start)),
              formatDate(Date.parse(usage.data.cycle_end)),
            )}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {usage.data ? (
          <TeamUsageTable usage={usage.data} />
        ) : usage.isError ? (
          <LoadError
            size="sm"
            title={M.usageLoadError}
            message={usage.error.message}
            onRetry={() => void usage.refetch()}
            retrying={usage.isFetching}
          />
        ) : (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
      </CardContent>
    </CardRoot>
  );
}
