import {
  Download,
  Ellipsis,
  LifeBuoy,
  Link2,
  Lock,
  MessagesSquare,
  Paperclip,
  RefreshCw,
  Shuffle,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button/Button';
import { IconButton } from '../primitives/IconButton/IconButton';
import { PopoverClose, PopoverContent, PopoverRoot, PopoverTrigger } from '../primitives/Popover/Popover';
import { Tooltip } from '../primitives/Tooltip/Tooltip';
import { AgentIcon } from './AgentIcon';
import * as styles from './chat.css';
import { useChatMessages } from './useChatMessages';

export interface ChatToolbarProps {
  agent: string;
  agentName: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** Toggles the file panel; without it the button is not shown. */
  onAttachFile?: (() => void) | undefined;
  fileOpen?: boolean;
  /** The plan that unlocks document analysis, when the user's does not ('Pro'): the button shows a lock. */
  attachLockedPlan?: string | undefined;
  /** Toggles the URL panel; without it the button is not shown. */
  onAddLink?: (() => void) | undefined;
  linkOpen?: boolean;
  /** Opens the support chatbot (the app wires it); without it the button is not shown. */
  onOpenChatbot?: (() => void) | undefined;
  /** Exports the conversation as TXT; without it the button is not shown. */
  onExport?: (() => void) | undefined;
  /** Sends the last question again (the extras menu). */
  onRegenerate?: (() => void) | undefined;
  /** Asks another agent (the extras menu). */
  onAskAnother?: (() => void) | undefined;
  /** More buttons, at the end. */
  children?: ReactNode;
}

function ToolButton({
  label,
  icon,
  onClick,
  pressed,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean | undefined;
}) {
  return (
    <Tooltip content={label}>
      <IconButton
        size="sm"
        variant="ghost"
        label={label}
        icon={icon}
        onClick={onClick}
        aria-pressed={pressed}
      />
    </Tooltip>
  );
}

/**
 * The chat's toolbar (spec 2 §2): conversations, attach file, add link, support chatbot, export
 * and the extras menu (regenerate, ask another agent).
 */
export function ChatToolbar({
  agent,
  agentName,
  sidebarOpen,
  onToggleSidebar,
  onAttachFile,
  fileOpen,
  attachLockedPlan,
  onAddLink,
  linkOpen,
  onOpenChatbot,
  onExport,
  onRegenerate,
  onAskAnother,
  children,
}: ChatToolbarProps) {
  const messages = useChatMessages();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={messages.toolbarLabel}>
      <h1 className={styles.toolbarTitle}>
        <AgentIcon agent={agent} />
        <span className={styles.toolbarAgent}>{agentName}</span>
      </h1>
      <div className={styles.toolbarGroup}>
        <ToolButton
          label={sidebarOpen ? messages.hideConversations : messages.showConversations}
          icon={<MessagesSquare size={16} />}
          onClick={onToggleSidebar}
          pressed={sidebarOpen}
        />
        {onAttachFile ? (
          <ToolButton
            label={
              attachLockedPlan
                ? messages.attachFileLocked(messages.lockedPlan(attachLockedPlan))
                : messages.attachFile
            }
            icon={
              attachLockedPlan ? (
                <span className={styles.lockedTool}>
                  <Paperclip size={16} />
                  <Lock size={10} className={styles.lockMark} />
                </span>
              ) : (
                <Paperclip size={16} />
              )
            }
            onClick={onAttachFile}
            pressed={fileOpen}
          />
        ) : null}
        {onAddLink ? (
          <ToolButton
            label={messages.addLink}
            icon={<Link2 size={16} />}
            onClick={onAddLink}
            pressed={linkOpen}
          />
        ) : null}
        {onOpenChatbot ? (
          <ToolButton label={messages.supportChatbot} icon={<LifeBuoy size={16} />} onClick={onOpenChatbot} />
        ) : null}
        {onExport ? (
          <ToolButton label={messages.exportConversation} icon={<Download size={16} />} onClick={onExport} />
        ) : null}
        {onRegenerate || onAskAnother ? (
          <PopoverRoot placement="bottom-end">
            <Tooltip content={messages.extras}>
              <PopoverTrigger asChild>
                <IconButton size="sm" variant="ghost" label={messages.extras} icon={<Ellipsis size={16} />} />
              </PopoverTrigger>
            </Tooltip>
            <PopoverContent aria-label={messages.extras}>
              <div className={styles.examples}>
                {onRegenerate ? (
                  <PopoverClose asChild>
                    <Button
                      variant="ghost"
                      size="sm"
                      leadingIcon={<RefreshCw size={14} />}
                      onClick={onRegenerate}
                    >
                      {messages.regenerate}
                    </Button>
                  </PopoverClose>
                ) : null}
                {onAskAnother ? (
                  <PopoverClose asChild>
                    <Button
                      variant="ghost"
                      size="sm"
                      leadingIcon={<Shuffle size={14} />}
                      onClick={onAskAnother}
                    >
                      {messages.askAnotherAgent}
                    </Button>
                  </PopoverClose>
                ) : null}
              </div>
            </PopoverContent>
          </PopoverRoot>
        ) : null}
        {children}
      </div>
    </div>
  );
}
