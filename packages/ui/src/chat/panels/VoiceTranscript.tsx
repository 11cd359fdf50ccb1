import type { VoiceTranscriptProps } from './types';
import { useChatPanelsMessages } from './useChatPanelsMessages';
import * as styles from './VoiceTranscript.css';

/**
 * What the microphone hears while recording (spec 2 §4): 'Transcrevendo' with the interim text,
 * and the privacy line 'Microfone autorizado - Apenas texto é armazenado'. Renders nothing while
 * the microphone is off. Put it above or inside the input bar.
 */
export function VoiceTranscript({ voice }: VoiceTranscriptProps) {
  const messages = useChatPanelsMessages();
  if (voice.status !== 'recording') {
    return null;
  }
  return (
    <div className={styles.root} data-state="recording">
      <p className={styles.transcribing}>
        <span className={styles.label}>
          {voice.interim ? `${messages.voiceTranscribing}:` : `${messages.voiceTranscribing}...`}
        </span>
        {voice.interim ? <span className={styles.interim}>{voice.interim}</span> : null}
      </p>
      {voice.consent === 'accepted' ? <p className={styles.authorized}>{messages.voiceAuthorized}</p> : null}
    </div>
  );
}
