// A fake Web Speech API for the voice input's stories and tests: installed on window as
// SpeechRecognition, it records its sessions and lets the test speak, fail and end.
import type { SpeechErrorEvent, SpeechRecognitionLike, SpeechResultEvent } from './speechRecognition';
import { VOICE_CONSENT_STORAGE_KEY } from './useVoiceInput';

export class FakeSpeechRecognition implements SpeechRecognitionLike {
  /** Every session created, newest last. */
  static sessions: FakeSpeechRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  onstart: (() => void) | null = null;
  onresult: ((event: SpeechResultEvent) => void) | null = null;
  onerror: ((event: SpeechErrorEvent) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  aborted = false;
  private finals: string[] = [];

  constructor() {
    FakeSpeechRecognition.sessions.push(this);
  }

  start(): void {
    this.started = true;
    queueMicrotask(() => this.onstart?.());
  }

  stop(): void {
    queueMicrotask(() => this.onend?.());
  }

  abort(): void {
    this.aborted = true;
    queueMicrotask(() => this.onend?.());
  }

  /** The browser heard `text`: final (appended) or interim (may still change). */
  hear(text: string, { final = true }: { final?: boolean } = {}): void {
    const results = [...this.finals.map((said) => ({ said, isFinal: true })), { said: text, isFinal: final }];
    const event: SpeechResultEvent = {
      resultIndex: this.finals.length,
      results: Object.assign(
        results.map(({ said, isFinal }) => Object.assign([{ transcript: said }], { isFinal })),
        { length: results.length },
      ),
    };
    if (final) {
      this.finals.push(text);
    }
    this.onresult?.(event);
  }

  /** The browser reports an error, then ends the session as real browsers do. */
  fail(error: string): void {
    this.onerror?.({ error });
    this.onend?.();
  }

  /** The newest session. */
  static get latest(): FakeSpeechRecognition | undefined {
    return FakeSpeechRecognition.sessions.at(-1);
  }
}

type SpeechWindow = Window & { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };

/**
 * Installs the fake (or removes speech recognition when `supported` is false) and sets the
 * remembered privacy answer; returns the function that restores the page.
 */
export function installFakeSpeech({
  supported = true,
  consent,
}: {
  supported?: boolean;
  consent?: 'accepted' | 'rejected';
} = {}): () => void {
  const scope = window as SpeechWindow;
  const before = { standard: scope.SpeechRecognition, prefixed: scope.webkitSpeechRecognition };
  FakeSpeechRecognition.sessions = [];
  scope.SpeechRecognition = supported ? FakeSpeechRecognition : undefined;
  scope.webkitSpeechRecognition = undefined;
  if (consent) {
    localStorage.setItem(VOICE_CONSENT_STORAGE_KEY, consent);
  } else {
    localStorage.removeItem(VOICE_CONSENT_STORAGE_KEY);
  }
  return () => {
    scope.SpeechRecognition = before.standard;
    scope.webkitSpeechRecognition = before.prefixed;
    localStorage.removeItem(VOICE_CONSENT_STORAGE_KEY);
  };
}
