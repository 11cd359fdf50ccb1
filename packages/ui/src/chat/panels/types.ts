/** Props of `FilePanel`. */
export interface FilePanelProps {
  /** Whether the panel is shown (the toolbar's 'Anexar arquivo' toggles it). */
  open: boolean;
  /** Called with `false` when the user closes the panel (× button, Escape or 'Cancelar'). */
  onOpenChange: (open: boolean) => void;
  /**
   * Called with the picked or dropped file (one of the 11 accepted types, 100MB at most) and the
   * user's instruction (never blank; trimmed).
   */
  onSubmit: (file: File, instruction: string) => void;
  /** An upload is under way: the form is locked and the progress bar shows. @default false */
  uploading?: boolean;
  /** Upload progress in percent (0–100); without it the bar shows activity only. @default undefined */
  progress?: number;
  /**
   * The plan that unlocks document analysis ('Pro') when the user's plan does not include it:
   * the panel shows the lock and the plans instead of the picker. @default undefined (unlocked)
   */
  lockedPlan?: string | undefined;
  /** Where 'Ver planos' goes when the panel is locked. @default `PRICING_PATH` */
  plansPath?: string;
}

/** Props of `UrlPanel`. */
export interface UrlPanelProps {
  /** Whether the panel is shown (the toolbar's 'Adicionar link' toggles it). */
  open: boolean;
  /** Called with `false` when the user closes the panel (× button, Escape or 'Cancelar'). */
  onOpenChange: (open: boolean) => void;
  /** Called with the chat message to send: 'Analise esta página web: {url}' (an http or https address). */
  onSubmit: (message: string) => void;
}

/** Options of `useVoiceInput`. */
export interface VoiceInputOptions {
  /** Recognition language. @default 'pt-BR' */
  lang?: string;
  /** Called with each final piece of text, to append to the input. */
  onTranscript: (text: string) => void;
}

/** Where the microphone stands. */
export type VoiceStatus = 'unsupported' | 'idle' | 'consent' | 'recording';

/** The user's answer to the privacy notice, remembered in local storage. */
export type VoiceConsent = 'unknown' | 'accepted' | 'rejected';

/** What `useVoiceInput` returns; hand it to `VoiceButton` and `VoiceTranscript`. */
export interface VoiceInput {
  /** 'unsupported' where the browser has no Web Speech API; 'consent' while the privacy notice asks. */
  status: VoiceStatus;
  /** The privacy notice's answer ('unknown' until the first use). */
  consent: VoiceConsent;
  /** Text heard but not final yet (shown as 'Transcrevendo'); '' when none. */
  interim: string;
  /** Starts recording, asking the privacy notice first on first use. */
  start: () => void;
  /** Stops recording; the last final text still arrives through `onTranscript`. */
  stop: () => void;
  /** Starts when idle, stops when recording. */
  toggle: () => void;
  /** Accepts the privacy notice (remembered) and starts recording. */
  acceptPrivacy: () => void;
  /** Rejects the privacy notice (remembered): toast 'Funcionalidade de microfone desabilitada'. */
  rejectPrivacy: () => void;
  /** Closes the privacy notice without an answer (Escape): nothing is remembered. */
  dismissPrivacy: () => void;
}

/** Props of `VoiceButton`. */
export interface VoiceButtonProps {
  /** The hook's state: `useVoiceInput({ onTranscript })`. */
  voice: VoiceInput;
  /** Disables the button (e.g. while a message is being sent). @default false */
  disabled?: boolean;
}

/** Props of `VoiceTranscript`. */
export interface VoiceTranscriptProps {
  /** The hook's state: `useVoiceInput({ onTranscript })`. */
  voice: VoiceInput;
}

/** One message of a conversation to export. */
export interface ExportedMessage {
  /** Who wrote it. */
  role: 'user' | 'assistant';
  /** The text (markdown is kept as written). */
  content: string;
  /** When it was written (ISO 8601); left out of the file when absent. @default undefined */
  timestamp?: string;
  /** The agent that answered ('Processado por {agent}'), for assistant messages. @default undefined */
  agentName?: string;
}

/** Input of `exportConversationTxt` and `downloadConversationTxt`. */
export interface ConversationExportInput {
  /** The agent's display name, e.g. 'Sppock Commander'. */
  agentName: string;
  /** The conversation's title; 'Nova conversa' when it has none. @default 'Nova conversa' */
  sessionTitle?: string;
  /** The messages, oldest first. */
  messages: ReadonlyArray<ExportedMessage>;
  /** The export's date (named in the file and its header). */
  date: Date;
  /** IANA time zone the dates are written in. @default the browser's */
  timeZone?: string;
}

/** What `exportConversationTxt` gives: the file name (agent-session-date.txt) and its text. */
export interface ConversationExport {
  filename: string;
  text: string;
}

/** Props of `DebugPanel`. */
export interface DebugPanelProps {
  /** Whether the panel is shown. */
  open: boolean;
  /** Called when the user opens or closes it. */
  onOpenChange: (open: boolean) => void;
  /** The app's name, shown in the panel. @default the page's title */
  appName?: string;
  /** The app's build mode (e.g. Vite's `import.meta.env.MODE`). @default 'não informado' */
  mode?: string;
}

/** Props of `DebugToggle`. */
export interface DebugToggleProps {
  /** The app's name, passed to the panel. @default the page's title */
  appName?: string;
  /** The app's build mode, passed to the panel. @default 'não informado' */
  mode?: string;
}

/** Props of `FileAttachmentLink`. */
export interface FileAttachmentLinkProps {
  /** The file's id (`ChatFileAttachment.id`). */
  fileId: string;
  /** The file's original name; the download is saved under it. */
  name: string;
  /** Size in bytes, shown beside the name when given. @default undefined */
  size?: number;
}
