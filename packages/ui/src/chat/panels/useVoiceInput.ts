import { voiceErrorMessage } from '@sppock/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../primitives/Toaster/toastStore';
import {
  type SpeechRecognitionLike,
  type SpeechResultEvent,
  speechRecognitionConstructor,
} from './speechRecognition';
import type { VoiceConsent, VoiceInput, VoiceInputOptions, VoiceStatus } from './types';
import { useChatPanelsMessages } from './useChatPanelsMessages';

/** Where the answer to the microphone's privacy notice is remembered. */
export const VOICE_CONSENT_STORAGE_KEY = 'sppock_voice_consent';

function readConsent(): VoiceConsent {
  try {
    const stored = globalThis.localStorage?.getItem(VOICE_CONSENT_STORAGE_KEY);
    return stored === 'accepted' || stored === 'rejected' ? stored : 'unknown';
  } catch {
    return 'unknown';
  }
}

function storeConsent(consent: Exclude<VoiceConsent, 'unknown'>): void {
  try {
    globalThis.localStorage?.setItem(VOICE_CONSENT_STORAGE_KEY, consent);
  } catch {
    // Storage refused (private mode): the answer lasts for this page only.
  }
}

/** Splits a `result` event into the final text (to append) and the interim text (to show). */
function readResults(event: SpeechResultEvent): { final: string; interim: string } {
  let final = '';
  let interim = '';
  for (let index = event.resultIndex; index < event.results.length; index += 1) {
    const result = event.results[index];
    const text = result?.[0]?.transcript ?? '';
    if (result?.isFinal) {
      final += text;
    } else {
      interim += text;
    }
  }
  return { final: final.trim(), interim: interim.trim() };
}

/**
 * Voice input through the browser's Web Speech API (spec 2 §4, §8, §9): pt-BR, continuous, with
 * interim text. The first use asks the privacy notice (the answer is remembered); recording says
 * 'Microfone ativado. Fale agora!' and ends with 'Transcrição finalizada'; each final piece of
 * text goes to `onTranscript`; every recognition error gets the spec's message. Where the browser
 * has no support the status is 'unsupported' and `start` only says so.
 */
export function useVoiceInput({ lang = 'pt-BR', onTranscript }: VoiceInputOptions): VoiceInput {
  const messages = useChatPanelsMessages();
  const [supported] = useState(() => speechRecognitionConstructor() !== undefined);
  const [consent, setConsent] = useState<VoiceConsent>(readConsent);
  const [phase, setPhase] = useState<Exclude<VoiceStatus, 'unsupported'>>('idle');
  const [interim, setInterim] = useState('');
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const onTranscriptRef = useRef(onTranscript);
  onTranscriptRef.current = onTranscript;
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  const begin = useCallback(() => {
    const Recognition = speechRecognitionConstructor();
    if (!Recognition || recognition.current) {
      return;
    }
    const session = new Recognition();
    let failed = false;
    session.lang = lang;
    session.continuous = true;
    session.interimResults = true;
    session.onstart = () => {
      setPhase('recording');
      toast.success(messagesRef.current.voiceRecording);
    };
    session.onresult = (event) => {
      const { final, interim: heard } = readResults(event);
      if (final) {
        onTranscriptRef.current(final);
      }
      setInterim(heard);
    };
    session.onerror = (event) => {
      // 'aborted' is our own stop on unmount, not a failure to report.
      if (event.error === 'aborted') {
        return;
      }
      failed = true;
      toast.error(voiceErrorMessage(event.error));
    };
    session.onend = () => {
      if (recognition.current === session) {
        recognition.current = null;
      }
      setPhase('idle');
      setInterim('');
      if (!failed) {
        toast.success(messagesRef.current.voiceFinished);
      }
    };
    recognition.current = session;
    // Recording shows from onstart: the browser may still ask for the microphone first.
    try {
      session.start();
    } catch {
      recognition.current = null;
      toast.error(voiceErrorMessage('start-failed'));
    }
  }, [lang]);

  const start = useCallback(() => {
    if (!supported) {
      toast.error(messagesRef.current.voiceUnsupported);
      return;
    }
    if (consent !== 'accepted') {
      setPhase('consent');
      return;
    }
    begin();
  }, [supported, consent, begin]);

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const acceptPrivacy = useCallback(() => {
    storeConsent('accepted');
    setConsent('accepted');
    setPhase('idle');
    begin();
  }, [begin]);

  const rejectPrivacy = useCallback(() => {
    storeConsent('rejected');
    setConsent('rejected');
    setPhase('idle');
    toast(messagesRef.current.voiceDisabled);
  }, []);

  const dismissPrivacy = useCallback(() => {
    setPhase((current) => (current === 'consent' ? 'idle' : current));
  }, []);

  // Leaving the chat ends the recording without a toast.
  useEffect(
    () => () => {
      const session = recognition.current;
      recognition.current = null;
      if (session) {
        session.onend = null;
        session.onerror = null;
        session.abort();
      }
    },
    [],
  );

  const status: VoiceStatus = supported ? phase : 'unsupported';
  const toggle = useCallback(() => {
    if (recognition.current) {
      stop();
    } else {
      start();
    }
  }, [start, stop]);

  return useMemo(
    () => ({ status, consent, interim, start, stop, toggle, acceptPrivacy, rejectPrivacy, dismissPrivacy }),
    [status, consent, interim, start, stop, toggle, acceptPrivacy, rejectPrivacy, dismissPrivacy],
  );
}
