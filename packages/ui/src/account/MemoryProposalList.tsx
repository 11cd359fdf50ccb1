import type { Schema } from '@sppock/sdk';
import { useAcceptMemoryProposal, useDeclineMemoryProposal } from '@sppock/sdk/react';
import { Check, X } from 'lucide-react';
import { Button } from '../primitives/Button/Button';
import * as accountStyles from './account.css';
import * as styles from './MemoryTab.css';
import { runMemoryAction } from './memory';
import { memoryMessages as M } from './memoryMessages';

/** Facts found in the user's conversations, each used only once accepted; declined ones are not proposed again. */
export function MemoryProposalList({ proposals }: { proposals: ReadonlyArray<Schema<'MemoryFact'>> }) {
  const accept = useAcceptMemoryProposal();
  const decline = useDeclineMemoryProposal();
  if (proposals.length === 0) {
    return null;
  }
  const busy = (id: string) =>
    (accept.isPending && accept.variables?.id === id) || (decline.isPending && decline.variables?.id === id);
  return (
    <section aria-label={M.proposalsTitle} className={accountStyles.stack}>
      <h3 className={accountStyles.groupTitle}>{M.proposalsTitle}</h3>
      <ul className={styles.list}>
        {proposals.map((proposal) => (
          <li key={proposal.id} className={styles.item}>
            <p className={styles.text}>{proposal.text}</p>
            <span className={accountStyles.actions}>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy(proposal.id)}
                leadingIcon={<Check size={14} aria-hidden="true" />}
                aria-label={`${M.accept}: ${proposal.text}`}
                onClick={() =>
                  void runMemoryAction(() => accept.mutateAsync({ id: proposal.id }), M.accepted).catch(
                    () => undefined,
                  )
                }
              >
                {M.accept}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy(proposal.id)}
                leadingIcon={<X size={14} aria-hidden="true" />}
                aria-label={`${M.decline}: ${proposal.text}`}
                onClick={() =>
                  void runMemoryAction(() => decline.mutateAsync({ id: proposal.id }), M.declined).catch(
                    () => undefined,
                  )
                }
              >
                {M.decline}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
