import type { Schema } from '@sppock/sdk';
import { PRICING_PATH } from '@sppock/sdk';
import {
  useCustomAgents,
  useDeleteCustomAgent,
  useExportCustomAgent,
  useImportCustomAgent,
  useSession,
  useTeam,
} from '@sppock/sdk/react';
import { Bot, Download, FileText, MessageSquare, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { customAgentPath } from '../chat/chatAgents';
import { saveFile } from '../internal/saveFile';
import { AppLink } from '../navigation/Navigation';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { button } from '../primitives/Button/Button.css';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import { customAgentFileName, parseCustomAgentFile } from './agentFiles';
import { CustomAgentDocuments } from './CustomAgentDocuments';
import { CustomAgentForm } from './CustomAgentForm';
import * as styles from './customAgents.css';
import { useCustomAgentsMessages } from './useCustomAgentsMessages';

type CustomAgent = Schema<'CustomAgent'>;

/** What the manager has open: a form, an agent's documents or the delete confirmation. */
type Opened =
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'documents'; id: string }
  | { kind: 'delete'; id: string }
  | null;

export interface CustomAgentManagerProps {
  /** Where the plan's page is, for users outside Enterprise. @default `PRICING_PATH` */
  plansPath?: string;
}

/**
 * The team's custom agents (issue 21): the list with each agent's category, audience, tools and
 * documents; create, edit, documents, export to a JSON file, import from one and delete with a
 * confirmation for the agents the caller may edit; a link to each agent's chat. Outside the
 * Enterprise plan it shows the plan that unlocks them.
 */
export function CustomAgentManager({ plansPath = PRICING_PATH }: CustomAgentManagerProps) {
  const M = useCustomAgentsMessages();
  const list = useCustomAgents();
  // Who creates agents: the owner, and the members the owner allows (the Equipe tab's switch).
  const team = useTeam({ enabled: list.isSuccess });
  const { user } = useSession();
  const remove = useDeleteCustomAgent();
  const exportAgent = useExportCustomAgent();
  const importAgent = useImportCustomAgent();
  const importInput = useRef<HTMLInputElement>(null);
  const [opened, setOpened] = useState<Opened>(null);
  const agents = list.data?.agents ?? [];
  const find = (id: string) => agents.find((agent) => agent.id === id);
  const close = () => setOpened(null);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    const parsed = parseCustomAgentFile(await file.text());
    if (!parsed) {
      toast.error(M.importInvalid);
      return;
    }
    try {
      toast.success((await importAgent.mutateAsync(parsed)).message ?? M.import);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const download = async (agent: CustomAgent) => {
    try {
      const file = await exportAgent.mutateAsync(agent.id);
      saveFile(
        new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' }),
        customAgentFileName(agent.name),
      );
      toast.success(M.exported(agent.name));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  if (list.isPending) {
    return (
      <div className={styles.loading} role="status">
        <Spinner size="md" />
        <span>{M.loading}</span>
      </div>
    );
  }
  if (list.isError) {
    if (list.error.status === 403) {
      return (
        <section className={styles.page} aria-labelledby="custom-agents-title">
          <h1 id="custom-agents-title" className={styles.title}>
            {M.title}
          </h1>
          <EmptyState
            icon={<Bot size={22} aria-hidden="true" />}
            title={M.planTitle}
            description={`${list.error.message} ${M.planDescription}`}
            titleAs="h2"
            action={
              <AppLink href={plansPath} className={button({ variant: 'primary' })}>
                {M.seePlans}
              </AppLink>
            }
          />
        </section>
      );
    }
    return (
      <LoadError
        title={M.loadError}
        message={list.error.message}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }

  const me = team.data?.team.members.find((person) => person.id === user?.id);
  const canCreate = team.data?.team.role === 'owner' || Boolean(me?.can_create_agents);
  const editing = opened && opened.kind !== 'create' ? find(opened.id) : undefined;

  return (
    <section className={styles.page} aria-labelledby="custom-agents-title">
      <header className={styles.header}>
        <div>
          <h1 id="custom-agents-title" className={styles.title}>
            {M.title}
          </h1>
          <p className={styles.intro}>{M.intro}</p>
        </div>
        {canCreate ? (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              leadingIcon={<Upload size={16} aria-hidden="true" />}
              loading={importAgent.isPending}
              onClick={() => importInput.current?.click()}
            >
              {importAgent.isPending ? M.importing : M.import}
            </Button>
            <input
              ref={importInput}
              type="file"
              accept="application/json,.json"
              aria-label={M.importLabel}
              className={styles.hiddenInput}
              tabIndex={-1}
              onChange={(event) => void importFile(event)}
            />
            <Button
              leadingIcon={<Plus size={16} aria-hidden="true" />}
              onClick={() => setOpened({ kind: 'create' })}
            >
              {M.create}
            </Button>
          </div>
        ) : null}
      </header>
      {agents.length === 0 ? (
        <EmptyState
          icon={<Bot size={22} aria-hidden="true" />}
          title={M.emptyTitle}
          description={canCreate ? M.emptyDescription : M.emptyMemberDescription}
          titleAs="h2"
        />
      ) : (
        <ul className={styles.list} aria-label={M.listLabel}>
          {agents.map((agent) => (
            <li key={agent.id} className={styles.card}>
              <div className={styles.cardHeader}>
                <h2 className={styles.cardTitle}>{agent.name}</h2>
                <div className={styles.badges}>
                  <Badge tone="info">{agent.category}</Badge>
                  <Badge>{M.audience[agent.audience]}</Badge>
                </div>
              </div>
              <p className={styles.description}>{agent.description}</p>
              <p className={styles.muted}>
                {M.documentsCount(agent.documents.length)} ·{' '}
                {agent.tools.length ? agent.tools.map((tool) => M.tools[tool]).join(', ') : M.noTools}
              </p>
              <div className={styles.actions}>
                <AppLink
                  href={customAgentPath(agent.id)}
                  className={button({ variant: 'primary', size: 'sm' })}
                >
                  <MessageSquare size={16} aria-hidden="true" />
                  {M.open}
                </AppLink>
                {agent.can_edit ? (
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      leadingIcon={<Pencil size={16} aria-hidden="true" />}
                      onClick={() => setOpened({ kind: 'edit', id: agent.id })}
                    >
                      {M.edit}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      leadingIcon={<FileText size={16} aria-hidden="true" />}
                      onClick={() => setOpened({ kind: 'documents', id: agent.id })}
                    >
                      {M.documents}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      leadingIcon={<Download size={16} aria-hidden="true" />}
                      onClick={() => void download(agent)}
                    >
                      {M.export}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      leadingIcon={<Trash2 size={16} aria-hidden="true" />}
                      onClick={() => setOpened({ kind: 'delete', id: agent.id })}
                    >
                      {M.delete}
                    </Button>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <CustomAgentForm
        open={opened?.kind === 'create' || opened?.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : close())}
        agent={opened?.kind === 'edit' ? editing : undefined}
        onSaved={(agent) =>
          opened?.kind === 'create' ? setOpened({ kind: 'documents', id: agent.id }) : undefined
        }
      />
      {opened?.kind === 'documents' && editing ? (
        <CustomAgentDocuments open onOpenChange={(open) => (open ? undefined : close())} agent={editing} />
      ) : null}
      {opened?.kind === 'delete' && editing ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : close())}
          title={M.deleteTitle(editing.name)}
          description={M.deleteDescription}
          confirmLabel={M.deleteConfirm}
          tone="danger"
          onConfirm={async () => {
            try {
              toast.success((await remove.mutateAsync(editing.id)).message);
            } catch (error) {
              toast.error((error as Error).message);
              throw error;
            }
          }}
        />
      ) : null}
    </section>
  );
}
