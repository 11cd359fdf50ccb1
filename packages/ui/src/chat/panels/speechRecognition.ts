// The slice of the Web Speech API the voice input uses. TypeScript's DOM library does not declare
// SpeechRecognition (Chrome and Safari ship it prefixed as webkitSpeechRecognition).

/** One alternative of a recognised piece of speech. */
export interface SpeechAlternative {
  transcript: string;
}

/** A recognised piece of speech: final, or interim (may still change). */
export interface SpeechResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: SpeechAlternative;
}

/** The `result` event. */
export interface SpeechResultEvent {
  /** The first result that changed. */
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: SpeechResult };
}

/** The `error` event: 'not-allowed', 'no-speech', 'audio-capture', 'network', 'aborted', … */
export interface SpeechErrorEvent {
  readonly error: string;
}

/** A recognition session. */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onstart: (() => void) | null;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: SpeechErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's SpeechRecognition, prefixed or not; undefined where there is none (Firefox). */
export function speechRecognitionConstructor(): SpeechRecognitionConstructor | undefined {
  if (typeof window === 'undefined') {
    return undefined;
  }
  const scope = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}
