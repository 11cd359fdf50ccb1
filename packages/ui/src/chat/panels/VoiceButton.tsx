import { Mic, MicOff, Square } from 'lucide-react';
import { Button } from '../../primitives/Button/Button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../primitives/Dialog/Dialog';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { toast } from '../../primitives/Toaster/toastStore';
import { Tooltip } from '../../primitives/Tooltip/Tooltip';
import type { VoiceButtonProps } from './types';
import { useChatPanelsMessages } from './useChatPanelsMessages';
import * as styles from './VoiceButton.css';

/**
 * The input bar's microphone (spec 2 §2, §4): starts and stops recording, asks the privacy notice
 * on first use ('Aceitar e continuar' / 'Recusar'). Where the browser has no speech recognition
 * the button stays in place, marked unavailable, and says why on hover, focus and click.
 */
export function VoiceButton({ voice, disabled = false }: VoiceButtonProps) {
  const messages = useChatPanelsMessages();
  const recording = voice.status === 'recording';
  const unsupported = voice.status === 'unsupported';
  const rejected = voice.consent === 'rejected';

  const label = unsupported
    ? messages.voiceUnsupported
    : recording
      ? messages.voiceStop
      : rejected
        ? messages.voiceRejectedHint
        : messages.voiceStart;
  const icon = recording ? (
    <Square size={16} />
  ) : unsupported || rejected ? (
    <MicOff size={18} />
  ) : (
    <Mic size={18} />
  );

  return (
    <>
      <Tooltip content={label}>
        <IconButton
          label={label}
          icon={icon}
          className={styles.button}
          data-state={voice.status}
          aria-pressed={unsupported ? undefined : recording}
          // Unavailable, yet focusable: a keyboard user can still reach it and hear why.
          aria-disabled={unsupported || undefined}
          disabled={disabled && !recording}
          onClick={() => {
            if (unsupported) {
              toast.error(messages.voiceUnsupported);
              return;
            }
            voice.toggle();
          }}
        />
      </Tooltip>
      <DialogRoot
        open={voice.status === 'consent'}
        role="alertdialog"
        closeOnBackdrop={false}
        onOpenChange={(open) => {
          if (!open) {
            voice.dismissPrivacy();
          }
        }}
      >
        <DialogContent size="sm" showClose={false}>
          <DialogHeader>
            <DialogTitle>{messages.voicePrivacyTitle}</DialogTitle>
            <DialogDescription className={styles.privacyText}>{messages.voicePrivacyText}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={voice.rejectPrivacy}>
              {messages.voicePrivacyReject}
            </Button>
            <Button onClick={voice.acceptPrivacy}>{messages.voicePrivacyAccept}</Button>
          </DialogFooter>
        </DialogContent>
      </DialogRoot>
    </>
  );
}
