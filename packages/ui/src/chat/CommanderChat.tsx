import { COMMANDER_AGENT, cheapestPlan, DOCUMENT_ANALYSIS_PLANS, PRICING_PATH, planLabel } from '@sppock/sdk';
import type { ChatOrchestration } from '@sppock/sdk/chat';
import { useCustomAgents } from '@sppock/sdk/react';
import { useCallback, useRef, useState } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '../shell/useMediaQuery';
import { AgentFormArea } from './AgentFormArea';
import { AgentPickerDialog } from './AgentPickerDialog';
import { ChatEmptyState } from './ChatEmptyState';
import { ChatInputBar } from './ChatInputBar';
import { ChatMessageList } from './ChatMessageList';
import { ChatToolbar } from './ChatToolbar';
import { ClarificationChoices } from './ClarificationChoices';
import { ConversationSidebar } from './ConversationSidebar';
import * as styles from './chat.css';
import { type AgentType, isFormAgent, waitingCopy } from './chatAgents';
import type { ChatEntry } from './chatEntries';
import { OrchestrationCard } from './OrchestrationCard';
import {
  DebugToggle,
  downloadConversationTxt,
  FilePanel,
  UrlPanel,
  useChatPanelsMessages,
  useVoiceInput,
  VoiceButton,
  VoiceTranscript,
} from './panels';
import { useChatMessages } from './useChatMessages';
import { useCommanderChat } from './useCommanderChat';
import { useConfirmBeforeLeaving } from './useConfirmBeforeLeaving';
import { useConversationSidebarOpen } from './useConversationSidebarOpen';

export interface CommanderChatProps {
  /** The agent of the screen. @default 'chatsppock' (the Commander) */
  agent?: AgentType;
  /** The conversation to open (the `?session=` parameter). */
  sessionId?: string | null;
  /** The conversation shown changed (created by the first message, opened, deleted, new): keep `?session=` in step. */
  onSessionChange?: (sessionId: string | null) => void;
  /** A message of that conversation to scroll to and outline (a search result's `?message=`). */
  messageId?: string | null;
  /** Opens the support chatbot; without it the toolbar has no chatbot button. */
  onOpenChatbot?: () => void;
  /** How long the conversation list waits before its first load. @default the agent's spacing (spec 2 §9) */
  sidebarDelayMs?: number;
  /** The app's name and build mode, for the superuser's debug panel. */
  appName?: string;
  mode?: string;
  /** Where the plans are, for the features the user's plan does not include. @default `PRICING_PATH` */
  plansPath?: string;
}

/**
 * The Commander chat (spec 2 §2–§9): toolbar, messages streaming in with the routing and the cost
 * of each answer, the form of a form agent, the input bar, and the 'Conversas' sidebar. Reads and
 * writes through the SDK, so it sits inside `<SppockProvider>`.
 */
export function CommanderChat({
  agent = COMMANDER_AGENT,
  sessionId,
  onSessionChange,
  messageId = null,
  onOpenChatbot,
  sidebarDelayMs,
  appName,
  mode,
  plansPath = PRICING_PATH,
}: CommanderChatProps) {
  const messages = useChatMessages();
  const panelMessages = useChatPanelsMessages();
  const [panel, setPanel] = useState<'file' | 'url' | null>(null);
  const chat = useCommanderChat({
    agent,
    sessionId: sessionId ?? null,
    ...(onSessionChange ? { onSessionChange } : {}),
  });
  // The team's custom agents (Enterprise only: others would get a 403) join the category modals.
  const teamAgents = useCustomAgents({ enabled: chat.plan === 'enterprise' && agent === COMMANDER_AGENT });
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [sidebarOpen, setSidebarOpen] = useConversationSidebarOpen(agent, !mobile);
  const [text, setText] = useState('');
  const [picking, setPicking] = useState(false);
  const [formOpen, setFormOpen] = useState(true);
  const input = useRef<HTMLTextAreaElement>(null);
  const form = isFormAgent(agent, chat.metadata);
  const appendTranscript = useCallback(
    (heard: string) => setText((current) => (current.trim() ? `${current.trimEnd()} ${heard}` : heard)),
    [],
  );
  const voice = useVoiceInput({ onTranscript: appendTranscript });

  const exportConversation = () =>
    downloadConversationTxt(
      {
        agentName,
        ...(chat.sessionTitle ? { sessionTitle: chat.sessionTitle } : {}),
        messages: chat.entries.map((entry) => ({
          role: entry.role,
          content: entry.content ?? '',
          timestamp: entry.timestamp,
          ...(entry.role === 'assistant' && entry.agentUsed
            ? { agentName: chat.nameOf(entry.agentUsed) }
            : {}),
        })),
        date: new Date(),
      },
      panelMessages,
    );
  const agentName = chat.nameOf(agent);

  useConfirmBeforeLeaving(chat.entries.length > 0, messages.leaveConfirm);

  const send = (message: string) => {
    setText('');
    input.current?.focus();
    void chat.send(message).then((sent) => {
      input.current?.focus();
      return sent;
    });
  };

  // A custom agent answers through the Commander: the routing names it (agent_name), not the Commander.
  const routedName = (orchestration: ChatOrchestration) =>
    orchestration.agent_used === COMMANDER_AGENT && orchestration.agent_name
      ? orchestration.agent_name
      : chat.nameOf(orchestration.agent_used ?? COMMANDER_AGENT);
  const lastAssistant = [...chat.entries].reverse().find((entry) => entry.role === 'assistant');
  const routing = (entry: ChatEntry) =>
    entry === lastAssistant && entry.orchestration?.orchestrated && entry.orchestration.agent_used ? (
      <OrchestrationCard
        orchestration={entry.orchestration}
        agentName={routedName(entry.orchestration)}
        onAskAnother={() => setPicking(true)}
        disabled={chat.busy}
      />
    ) : null;
  const pendingRouting =
    chat.stream.orchestration?.orchestrated && chat.stream.orchestration.agent_used ? (
      <OrchestrationCard
        orchestration={chat.stream.orchestration}
        agentName={routedName(chat.stream.orchestration)}
      />
    ) : null;

  // A question back can be answered while it is the conversation's last message.
  const lastEntry = chat.entries.at(-1);
  const choices = (entry: ChatEntry) =>
    entry.clarification ? (
      <ClarificationChoices
        clarification={entry.clarification}
        agentName={chat.nameOf}
        disabled={chat.busy || entry !== lastEntry}
        onChoose={(choice) => void chat.choose(entry, choice)}
      />
    ) : null;

  const canAsk = !form && Boolean(lastAssistant) && !chat.busy;
  // Document analysis is for the plans the SDK lists (the server's upload check reads the same
  // list): on another plan the attach button and the file panel show the lock and that plan.
  const documentsPlan = cheapestPlan(DOCUMENT_ANALYSIS_PLANS);
  const documentsLocked =
    chat.plan !== undefined && documentsPlan !== null && !DOCUMENT_ANALYSIS_PLANS.includes(chat.plan)
      ? planLabel(documentsPlan)
      : undefined;
  // The placeholder follows the answer: the routed agent's text and estimate once the Commander
  // decides, the whole task's duration once a long run reports progress.
  const waiting = waitingCopy(
    chat.agents,
    chat.stream.orchestration?.agent_used ?? chat.pending?.agent ?? agent,
    chat.stream.job !== null,
  );

  return (
    <div className={styles.screen}>
      <section className={styles.chatColumn} aria-label={agentName}>
        <ChatToolbar
          agent={agent}
          agentName={agentName}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
          onOpenChatbot={onOpenChatbot}
          onExport={exportConversation}
          onAttachFile={form ? undefined : () => setPanel(panel === 'file' ? null : 'file')}
          fileOpen={panel === 'file'}
          attachLockedPlan={documentsLocked}
          onAddLink={form ? undefined : () => setPanel(panel === 'url' ? null : 'url')}
          linkOpen={panel === 'url'}
          onRegenerate={chat.canRegenerate && !form ? () => void chat.regenerate() : undefined}
          onAskAnother={canAsk ? () => setPicking(true) : undefined}
        />
        <ChatMessageList
          entries={chat.entries}
          agent={agent}
          sessionId={chat.sessionId}
          agentName={chat.nameOf}
          pending={chat.pending}
          stream={chat.stream}
          {...waiting}
          progress={chat.stream.job?.step}
          remainingTokens={chat.remainingTokens}
          renderBefore={routing}
          pendingBefore={pendingRouting}
          foundMessageId={messageId}
          renderChoices={choices}
          empty={
            chat.loadingSession ? (
              <p className={styles.muted}>{messages.contentLoading}</p>
            ) : agent === COMMANDER_AGENT ? (
              <ChatEmptyState
                agents={chat.agents}
                teamAgents={teamAgents.data?.agents}
                plan={chat.plan}
                onExample={(example) => {
                  setText(example);
                  input.current?.focus();
                }}
              />
            ) : (
              <ChatEmptyState
                agents={chat.agents}
                plan={chat.plan}
                title={agentName}
                chips={false}
                intro={chat.metadata?.description ?? messages.intro}
                onExample={(example) => {
                  setText(example);
                  input.current?.focus();
                }}
              />
            )
          }
        />
        {form ? null : (
          <>
            <FilePanel
              open={panel === 'file'}
              onOpenChange={(open) => setPanel(open ? 'file' : null)}
              uploading={Boolean(chat.pending?.uploading)}
              lockedPlan={documentsLocked}
              plansPath={plansPath}
              onSubmit={(file, instruction) => {
                void chat.send(instruction, { file }).then((sent) => {
                  if (sent) {
                    setPanel(null);
                  }
                  return sent;
                });
              }}
            />
            <UrlPanel
              open={panel === 'url'}
              onOpenChange={(open) => setPanel(open ? 'url' : null)}
              onSubmit={(message) => {
                setPanel(null);
                void chat.send(message);
              }}
            />
          </>
        )}
        {form ? (
          <AgentFormArea
            agent={chat.metadata}
            open={formOpen}
            onOpenChange={setFormOpen}
            disabled={chat.busy}
            onSubmit={async (message, values) => {
              const sent = await chat.send(message, { extras: { form: values } });
              // The answer gets the room; the form opens again from its toggle.
              if (sent) {
                setFormOpen(false);
              }
              return sent;
            }}
          />
        ) : (
          <ChatInputBar
            textareaRef={input}
            value={text}
            onValueChange={setText}
            onSend={send}
            onNewConversation={() => {
              chat.newConversation();
              setText('');
              input.current?.focus();
            }}
            busy={chat.busy}
            onStop={chat.stop}
            readyAt={chat.readyAt}
            rateLimited={chat.retryAt}
            placeholder={agent === COMMANDER_AGENT ? messages.placeholder : chat.metadata?.placeholder}
            microphone={<VoiceButton voice={voice} disabled={chat.busy} />}
            above={<VoiceTranscript voice={voice} />}
          />
        )}
      </section>
      {sidebarOpen ? (
        <ConversationSidebar
          agent={agent}
          currentSessionId={chat.sessionId}
          onOpenSession={(id) => {
            chat.openSession(id);
            if (mobile) {
              setSidebarOpen(false);
            }
          }}
          onSessionDeleted={chat.sessionDeleted}
          onClose={() => setSidebarOpen(false)}
          {...(sidebarDelayMs !== undefined ? { initialDelayMs: sidebarDelayMs } : {})}
        />
      ) : null}
      <AgentPickerDialog
        open={picking}
        onOpenChange={setPicking}
        agents={chat.agents}
        plan={chat.plan}
        exclude={lastAssistant?.agentUsed}
        onSelect={(other) => void chat.askAgent(other)}
      />
      <DebugToggle {...(appName ? { appName } : {})} {...(mode ? { mode } : {})} />
    </div>
  );
}
