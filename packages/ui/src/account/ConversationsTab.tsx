import { type AgentConversation, COMMANDER_PATH, formatDateTime, formatNumber } from '@sppock/sdk';
import {
  useAgentCatalogue,
  useConversations,
  useDeleteConversation,
  useExportConversation,
  useUpdateConversation,
} from '@sppock/sdk/react';
import {
  Download,
  MessagesSquare,
  Pencil,
  Pin,
  PinOff,
  Share2,
  SquareArrowOutUpRight,
  Trash2,
} from 'lucide-react';
import { useId, useState } from 'react';
import { ConversationTitleForm } from '../conversations/ConversationTitleForm';
import { ShareConversationDialog } from '../conversations/ShareConversationDialog';
import { useConversationsMessages } from '../conversations/useConversationsMessages';
import { saveFile } from '../internal/saveFile';
import { visuallyHidden } from '../internal/styles.css';
import { useNavigation } from '../navigation/Navigation';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { IconButton } from '../primitives/IconButton/IconButton';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRoot,
  TableRow,
  TableStateRow,
} from '../primitives/Table/Table';
import { toast } from '../primitives/Toaster/toastStore';
import { Tooltip } from '../primitives/Tooltip/Tooltip';
import { LoadError } from '../shell/LoadError';
import { ConversationSearch } from './ConversationSearch';
import * as styles from './ConversationsTab.css';
import { useAccountMessages } from './useAccountMessages';

/** The chat route that opens a conversation (spec 1 §2 "Conversas"). */
export function conversationPath(sessionId: string): string {
  return `${COMMANDER_PATH}?session=${encodeURIComponent(sessionId)}`;
}

/** The export's file name (spec 1 §7): `conversa_{session_id}.json`. */
export function exportFileName(sessionId: string): string {
  return `conversa_${sessionId}.json`;
}

/** Saves `data` as a JSON file. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

export interface ConversationsTabProps {
  /** Whether the chat screen exists; without it 'Abrir' waits ('Em breve'). @default true */
  chatAvailable?: boolean;
}

/**
 * The Conversas tab (spec 1 §2, §5, §8): the user's conversations (pinned first) with open (the
 * chat route with `?session=`), pin, rename in place, share (a read-only link), export
 * (`conversa_{session_id}.json`) and delete (after a confirmation that says plan limits are not
 * given back); above them, the search across every conversation (issue 29).
 */
export function ConversationsTab({ chatAvailable = true }: ConversationsTabProps) {
  const messages = useAccountMessages();
  const titleId = useId();
  const { navigate } = useNavigation();
  const list = useConversations();
  const agents = useAgentCatalogue();
  const exporter = useExportConversation();
  const remover = useDeleteConversation();
  const pinner = useUpdateConversation();
  const actions = useConversationsMessages();
  const [exporting, setExporting] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AgentConversation | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [toShare, setToShare] = useState<AgentConversation | null>(null);

  const togglePin = async (conversation: AgentConversation) => {
    const pinned = !conversation.pinned_at;
    try {
      await pinner.mutateAsync({ sessionId: conversation.session_id, pinned });
    } catch (error) {
      toast.error((error as Error).message);
      return;
    }
    toast.success(pinned ? actions.pinned : actions.unpinned);
  };

  const agentName = (agent: string) =>
    agents.data?.agents.find((entry) => entry.agent_type === agent)?.name ?? agent;

  const open = (conversation: AgentConversation) => {
    toast(messages.redirecting);
    navigate(conversationPath(conversation.session_id));
  };

  const exportConversation = async (conversation: AgentConversation) => {
    setExporting(conversation.session_id);
    try {
      let data: unknown;
      try {
        data = await exporter.mutateAsync({ sessionId: conversation.session_id });
      } catch (error) {
        toast.error((error as Error).message);
        return;
      }
      try {
        saveJsonFile(data, exportFileName(conversation.session_id));
      } catch {
        toast.error(messages.downloadError);
        return;
      }
      toast.success(messages.exported);
    } finally {
      setExporting(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) {
      return;
    }
    try {
      await remover.mutateAsync({ sessionId: toDelete.session_id });
    } catch (error) {
      toast.error((error as Error).message);
      throw error;
    }
    toast.success(messages.deleted);
  };

  const conversations = list.data?.conversations ?? [];
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.conversationsTitle}
        </CardTitle>
        <CardDescription>{messages.conversationsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <ConversationSearch chatAvailable={chatAvailable}>
          {list.isError ? (
            <LoadError
              title={messages.conversationsLoadError}
              message={list.error.message}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : list.data && conversations.length === 0 ? (
            <EmptyState
              icon={<MessagesSquare size={22} />}
              title={messages.conversationsEmpty}
              description={messages.conversationsEmptyHint}
              action={
                chatAvailable ? (
                  <Button onClick={() => navigate(COMMANDER_PATH)}>{messages.startConversation}</Button>
                ) : undefined
              }
            />
          ) : (
            <TableRoot scrollLabel={messages.conversationsTable}>
              <TableCaption className={visuallyHidden}>
                {list.data ? messages.conversationsCaption(list.data.total) : messages.conversationsTitle}
              </TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{messages.columnConversation}</TableHeaderCell>
                  <TableHeaderCell>{messages.columnAgent}</TableHeaderCell>
                  <TableHeaderCell>{messages.columnDate}</TableHeaderCell>
                  <TableHeaderCell align="end">{messages.columnMessages}</TableHeaderCell>
                  <TableHeaderCell>{messages.columnStatus}</TableHeaderCell>
                  <TableHeaderCell align="end">{messages.columnActions}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.isPending ? (
                  <TableStateRow colSpan={6}>
                    <span className={styles.loadingRow}>{messages.conversationsTitle}…</span>
                  </TableStateRow>
                ) : (
                  conversations.map((conversation) => (
                    <TableRow key={conversation.id}>
                      <TableCell>
                        {renaming === conversation.session_id ? (
                          <ConversationTitleForm
                            sessionId={conversation.session_id}
                            title={conversation.title}
                            onDone={() => setRenaming(null)}
                          />
                        ) : (
                          <span className={styles.title}>
                            {conversation.pinned_at ? (
                              <>
                                <Pin size={14} className={styles.pinMark} aria-hidden="true" />
                                <span className={visuallyHidden}>{actions.pinnedMark}: </span>
                              </>
                            ) : null}
                            {conversation.title}
                          </span>
                        )}
                        <span className={styles.id}>{conversation.session_id.slice(0, 8)}</span>
                      </TableCell>
                      <TableCell className={styles.nowrap}>{agentName(conversation.agent)}</TableCell>
                      <TableCell className={styles.nowrap}>{formatDateTime(conversation.date)}</TableCell>
                      <TableCell align="end">{formatNumber(conversation.messages)}</TableCell>
                      <TableCell>
                        {conversation.status === 'Ativa' ? (
                          <Badge tone="success">{messages.statusOpen}</Badge>
                        ) : (
                          <Badge tone="neutral">{messages.statusDone}</Badge>
                        )}
                      </TableCell>
                      <TableCell align="end">
                        <div className={styles.actions}>
                          <Tooltip
                            content={
                              chatAvailable ? messages.open : `${messages.open} — ${messages.comingSoon}`
                            }
                          >
                            <IconButton
                              size="sm"
                              label={messages.openConversation(conversation.title)}
                              icon={<SquareArrowOutUpRight size={16} />}
                              disabled={!chatAvailable}
                              onClick={() => open(conversation)}
                            />
                          </Tooltip>
                          <Tooltip content={conversation.pinned_at ? actions.unpin : actions.pin}>
                            <IconButton
                              size="sm"
                              label={
                                conversation.pinned_at
                                  ? actions.unpinConversation(conversation.title)
                                  : actions.pinConversation(conversation.title)
                              }
                              icon={conversation.pinned_at ? <PinOff size={16} /> : <Pin size={16} />}
                              onClick={() => void togglePin(conversation)}
                            />
                          </Tooltip>
                          <Tooltip content={actions.rename}>
                            <IconButton
                              size="sm"
                              label={actions.renameConversation(conversation.title)}
                              icon={<Pencil size={16} />}
                              onClick={() => setRenaming(conversation.session_id)}
                            />
                          </Tooltip>
                          <Tooltip content={actions.share}>
                            <IconButton
                              size="sm"
                              label={actions.shareConversation(conversation.title)}
                              icon={<Share2 size={16} />}
                              onClick={() => setToShare(conversation)}
                            />
                          </Tooltip>
                          <Tooltip content={messages.export}>
                            <IconButton
                              size="sm"
                              label={messages.exportConversation(conversation.title)}
                              icon={<Download size={16} />}
                              loading={exporting === conversation.session_id}
                              onClick={() => void exportConversation(conversation)}
                            />
                          </Tooltip>
                          <Tooltip content={messages.delete}>
                            <IconButton
                              size="sm"
                              label={messages.deleteConversation(conversation.title)}
                              icon={<Trash2 size={16} />}
                              onClick={() => setToDelete(conversation)}
                            />
                          </Tooltip>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </TableRoot>
          )}
          <ShareConversationDialog
            conversation={
              toShare ? { source: 'agent', sessionId: toShare.session_id, title: toShare.title } : null
            }
            open={toShare !== null}
            onOpenChange={(next) => {
              if (!next) {
                setToShare(null);
              }
            }}
          />
          <ConfirmDialog
            open={toDelete !== null}
            onOpenChange={(next) => {
              if (!next) {
                setToDelete(null);
              }
            }}
            tone="danger"
            title={messages.deleteConfirmTitle}
            description={messages.deleteConfirmDescription}
            confirmLabel={messages.deleteConfirm}
            cancelLabel={messages.cancel}
            onConfirm={confirmDelete}
          >
            {toDelete ? <p className={styles.dialogSubject}>“{toDelete.title}”</p> : null}
          </ConfirmDialog>
        </ConversationSearch>
      </CardContent>
    </CardRoot>
  );
}
