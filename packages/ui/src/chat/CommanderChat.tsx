import { COMMANDER_AGENT, cheapestPlan, DOCUMENT_ANALYSIS_PLANS, PRICING_PATH, planLabel } from '@sppock/sdk';
import type { ChatOrchestration } from '@sppock/sdk/chat';
import { useCustomAgents } from '@sppock/sdk/react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '../shell/useMediaQuery';
import { AgentFormArea } from './AgentFormArea';
import { AgentPickerDialog } from './AgentPickerDialog';
import { ChatComposer, type ChatComposerHandle } from './ChatComposer';
import { ChatEmptyState } from './ChatEmptyState';
import { ChatMessageList } from './ChatMessageList';
import { ChatToolbar } from './ChatToolbar';
import { ClarificationChoices } from './ClarificationChoices';
import { ContextMeter } from './ContextMeter';
import { ConversationSidebar } from './ConversationSidebar';
import * as styles from './chat.css';
import { type AgentType, isFormAgent, waitingCopy } from './chatAgents';
import type { ChatEntry } from './chatEntries';
import { OrchestrationCard } from './OrchestrationCard';
import { DebugToggle, downloadConversationTxt, FilePanel, UrlPanel, useChatPanelsMessages } from './panels';
import { useChatMessages } from './useChatMessages';
import { useCommanderChat } from './useCommanderChat';
import { useConfirmBeforeLeaving } from './useConfirmBeforeLeaving';
import { useConversationSidebarOpen } from './useConversationSidebarOpen';

// The parts around the messages keep their props while an answer comes in, and the messages keep
// theirs while a message is sent (issue 28: only what changed renders): their actions read the
// screen when they run.
const StableToolbar = memo(ChatToolbar);
const StableComposer = memo(ChatComposer);
const StableSidebar = memo(ConversationSidebar);
const StableFilePanel = memo(FilePanel);
const StableUrlPanel = memo(UrlPanel);
const StablePicker = memo(AgentPickerDialog);
const StableMessageList = memo(ChatMessageList);

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
  const [picking, setPicking] = useState(false);
  const [formOpen, setFormOpen] = useState(true);
  const composer = useRef<ChatComposerHandle>(null);
  const form = isFormAgent(agent, chat.metadata);
  const latest = useRef(chat);
  latest.current = chat;

  // A search result may open a version not shown (issue 29): its branch is shown, once.
  const branchOpened = useRef<string | null>(null);
  useEffect(() => {
    if (
      messageId &&
      chat.sessionId &&
      !chat.loadingSession &&
      chat.entries.length > 0 &&
      branchOpened.current !== messageId &&
      !chat.entries.some((entry) => entry.id === messageId)
    ) {
      branchOpened.current = messageId;
      void latest.current.showBranch(messageId);
    }
  }, [messageId, chat.sessionId, chat.loadingSession, chat.entries]);

  const exportConversation = useCallback(() => {
    const current = latest.current;
    downloadConversationTxt(
      {
        agentName: current.nameOf(agent),
        ...(current.sessionTitle ? { sessionTitle: current.sessionTitle } : {}),
        messages: current.entries.map((entry) => ({
          role: entry.role,
          content: entry.content ?? '',
          timestamp: entry.timestamp,
          ...(entry.role === 'assistant' && entry.agentUsed
            ? { agentName: current.nameOf(entry.agentUsed) }
            : {}),
        })),
        date: new Date(),
      },
      panelMessages,
    );
  }, [agent, panelMessages]);
  const agentName = chat.nameOf(agent);

  useConfirmBeforeLeaving(chat.entries.length > 0, messages.leaveConfirm);

  // The composer clears its draft and keeps the focus; the screen gets the text only here.
  const send = useCallback((message: string) => {
    void latest.current.send(message).then((sent) => {
      composer.current?.focus();
      return sent;
    });
  }, []);
  const newConversation = useCallback(() => latest.current.newConversation(), []);
  const stop = useCallback(() => latest.current.stop(), []);
  const fillExample = useCallback((example: string) => composer.current?.fill(example), []);
  const regenerate = useCallback(() => void latest.current.regenerate(), []);
  const edit = useCallback((entry: ChatEntry, text: string) => void latest.current.edit(entry, text), []);
  const showVersion = useCallback(
    (entry: ChatEntry, index: number) => void latest.current.showVersion(entry, index),
    [],
  );
  const askAnother = useCallback(() => setPicking(true), []);
  const toggleSidebar = useCallback(() => setSidebarOpen(!sidebarOpen), [setSidebarOpen, sidebarOpen]);
  const closeSidebar = useCallback(() => setSidebarOpen(false), [setSidebarOpen]);
  const openSession = useCallback(
    (id: string) => {
      latest.current.openSession(id);
      if (mobile) {
        setSidebarOpen(false);
      }
    },
    [mobile, setSidebarOpen],
  );
  const attachFile = useCallback(() => setPanel((open) => (open === 'file' ? null : 'file')), []);
  const addLink = useCallback(() => setPanel((open) => (open === 'url' ? null : 'url')), []);
  const closeFilePanel = useCallback((open: boolean) => setPanel(open ? 'file' : null), []);
  const closeUrlPanel = useCallback((open: boolean) => setPanel(open ? 'url' : null), []);
  const analyseFile = useCallback((file: File, instruction: string) => {
    void latest.current.send(instruction, { file }).then((sent) => {
      // The file's panel closes once it is sent; a panel opened since then stays open.
      if (sent) {
        setPanel((open) => (open === 'file' ? null : open));
      }
      return sent;
    });
  }, []);
  const analysePage = useCallback((message: string) => {
    setPanel(null);
    void latest.current.send(message);
  }, []);
  const askAgent = useCallback((other: AgentType) => void latest.current.askAgent(other), []);

  const { nameOf, busy, entries } = chat;
  // A custom agent answers through the Commander: the routing names it (agent_name), not the Commander.
  const routedName = useCallback(
    (orchestration: ChatOrchestration) =>
      orchestration.agent_used === COMMANDER_AGENT && orchestration.agent_name
        ? orchestration.agent_name
        : nameOf(orchestration.agent_used ?? COMMANDER_AGENT),
    [nameOf],
  );
  const lastAssistant = entries.findLast((entry) => entry.role === 'assistant');
  const routing = useCallback(
    (entry: ChatEntry) =>
      entry === lastAssistant && entry.orchestration?.orchestrated && entry.orchestration.agent_used ? (
        <OrchestrationCard
          orchestration={entry.orchestration}
          agentName={routedName(entry.orchestration)}
          onAskAnother={askAnother}
          disabled={busy}
        />
      ) : null,
    [lastAssistant, routedName, askAnother, busy],
  );
  const decision = chat.stream.orchestration;
  const pendingRouting = useMemo(
    () =>
      decision?.orchestrated && decision.agent_used ? (
        <OrchestrationCard orchestration={decision} agentName={routedName(decision)} />
      ) : null,
    [decision, routedName],
  );

  // A question back can be answered while it is the conversation's last message.
  const lastEntry = entries.at(-1);
  const choices = useCallback(
    (entry: ChatEntry) =>
      entry.clarification ? (
        <ClarificationChoices
          clarification={entry.clarification}
          agentName={nameOf}
          disabled={busy || entry !== lastEntry}
          onChoose={(choice) => void latest.current.choose(entry, choice)}
        />
      ) : null,
    [nameOf, busy, lastEntry],
  );
  // The list renders again when what it shows changes, not with every render of the screen.
  const { status, textSource } = chat.stream;
  const stream = useMemo(
    () => ({ status, orchestration: decision, textSource }),
    [status, decision, textSource],
  );

  const { loadingSession, agents, plan, metadata } = chat;
  const teamAgentList = teamAgents.data?.agents;
  const empty = useMemo(
    () =>
      loadingSession ? (
        <p className={styles.muted}>{messages.contentLoading}</p>
      ) : agent === COMMANDER_AGENT ? (
        <ChatEmptyState agents={agents} teamAgents={teamAgentList} plan={plan} onExample={fillExample} />
      ) : (
        <ChatEmptyState
          agents={agents}
          plan={plan}
          title={agentName}
          chips={false}
          intro={metadata?.description ?? messages.intro}
          onExample={fillExample}
        />
      ),
    [loadingSession, agent, agents, teamAgentList, plan, agentName, metadata, messages, fillExample],
  );

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
        <StableToolbar
          agent={agent}
          agentName={agentName}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={toggleSidebar}
          onOpenChatbot={onOpenChatbot}
          onExport={exportConversation}
          onAttachFile={form ? undefined : attachFile}
          fileOpen={panel === 'file'}
          attachLockedPlan={documentsLocked}
          onAddLink={form ? undefined : addLink}
          linkOpen={panel === 'url'}
          onRegenerate={chat.canRegenerate && !form ? regenerate : undefined}
          onAskAnother={canAsk ? askAnother : undefined}
        />
        <StableMessageList
          entries={chat.entries}
          agent={agent}
          sessionId={chat.sessionId}
          agentName={chat.nameOf}
          pending={chat.pending}
          stream={stream}
          {...waiting}
          progress={chat.stream.job?.step}
          remainingTokens={chat.remainingTokens}
          renderBefore={routing}
          pendingBefore={pendingRouting}
          foundMessageId={messageId}
          renderChoices={choices}
          empty={empty}
          onEdit={form ? undefined : edit}
          onShowVersion={showVersion}
        />
        {chat.contextUse ? (
          <ContextMeter tokens={chat.contextUse.tokens} window={chat.contextUse.window} />
        ) : null}
        {form ? null : (
          <>
            <StableFilePanel
              open={panel === 'file'}
              onOpenChange={closeFilePanel}
              uploading={Boolean(chat.pending?.uploading)}
              lockedPlan={documentsLocked}
              plansPath={plansPath}
              onSubmit={analyseFile}
            />
            <StableUrlPanel open={panel === 'url'} onOpenChange={closeUrlPanel} onSubmit={analysePage} />
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
          <StableComposer
            ref={composer}
            onSend={send}
            onNewConversation={newConversation}
            busy={chat.busy}
            onStop={stop}
            readyAt={chat.readyAt}
            rateLimited={chat.retryAt}
            placeholder={agent === COMMANDER_AGENT ? messages.placeholder : chat.metadata?.placeholder}
          />
        )}
      </section>
      {sidebarOpen ? (
        <StableSidebar
          agent={agent}
          currentSessionId={chat.sessionId}
          onOpenSession={openSession}
          onSessionDeleted={chat.sessionDeleted}
          onClose={closeSidebar}
          {...(sidebarDelayMs !== undefined ? { initialDelayMs: sidebarDelayMs } : {})}
        />
      ) : null}
      <StablePicker
        open={picking}
        onOpenChange={setPicking}
        agents={chat.agents}
        plan={chat.plan}
        exclude={lastAssistant?.agentUsed}
        onSelect={askAgent}
      />
      <DebugToggle {...(appName ? { appName } : {})} {...(mode ? { mode } : {})} />
    </div>
  );
}
