import { useMemory, useUpdateMemorySettings } from '@sppock/sdk/react';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { Spinner } from '../primitives/Spinner/Spinner';
import { LoadError } from '../shell/LoadError';
import * as accountStyles from './account.css';
import { MemoryFactForm } from './MemoryFactForm';
import { MemoryFactItem } from './MemoryFactItem';
import { MemoryProposalList } from './MemoryProposalList';
import * as styles from './MemoryTab.css';
import { runMemoryAction } from './memory';
import { memoryMessages as M } from './memoryMessages';
import { SettingSwitch } from './SettingSwitch';

/**
 * The 'Memória' tab of Minha Conta (issue 29): the switch that turns memory off, the one that lets
 * the agents propose facts from conversations, a fact typed here, the proposals to accept or
 * decline, and every fact, edited in place or deleted after a confirmation.
 */
export function MemoryTab() {
  const titleId = useId();
  const factsId = useId();
  const memory = useMemory();
  const settings = useUpdateMemorySettings();

  if (memory.isPending) {
    return (
      <div className={accountStyles.loading}>
        <Spinner size="lg" />
      </div>
    );
  }
  if (memory.isError) {
    return (
      <LoadError
        title={M.loadError}
        message={memory.error.message}
        onRetry={() => void memory.refetch()}
        retrying={memory.isFetching}
      />
    );
  }
  const { facts, proposals, limits } = memory.data;
  const { enabled, propose } = memory.data.settings;
  const change = (next: { enabled?: boolean; propose?: boolean }) =>
    void runMemoryAction(() => settings.mutateAsync(next), M.settingsSaved).catch(() => undefined);
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {M.title}
        </CardTitle>
        <CardDescription>{M.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className={accountStyles.stack}>
          <div>
            <SettingSwitch
              label={M.enabled}
              description={M.enabledDescription}
              checked={enabled}
              pending={settings.isPending}
              onCheckedChange={(on) => change({ enabled: on })}
            />
            <SettingSwitch
              label={M.propose}
              description={M.proposeDescription}
              checked={enabled && propose}
              disabled={!enabled}
              pending={settings.isPending}
              onCheckedChange={(on) => change({ propose: on })}
            />
          </div>
          {enabled ? null : (
            <p className={accountStyles.noteWarning}>
              <Info size={16} aria-hidden="true" className={accountStyles.noteIcon} />
              {M.offNote}
            </p>
          )}
          <MemoryFactForm maxChars={limits.max_chars} disabled={!enabled} />
          {enabled ? <MemoryProposalList proposals={proposals} /> : null}
          <section aria-labelledby={factsId} className={accountStyles.stack}>
            <h3 id={factsId} className={accountStyles.groupTitle}>
              {M.factsTitle(facts.length, limits.max_facts)}
            </h3>
            {facts.length === 0 ? (
              <p className={accountStyles.factEmpty}>{M.empty}</p>
            ) : (
              <ul className={styles.list}>
                {facts.map((fact) => (
                  <MemoryFactItem key={fact.id} fact={fact} maxChars={limits.max_chars} />
                ))}
              </ul>
            )}
          </section>
        </div>
      </CardContent>
    </CardRoot>
  );
}
