import { type components, formatDateTime, sharedConversationPath } from '@sppock/sdk';
import { SHARE_EXPIRY_CHOICES, type ShareExpiry, useShareConversation } from '@sppock/sdk/react';
import { Copy, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../primitives/Dialog/Dialog';
import { Select } from '../primitives/Select/Select';
import { TextField } from '../primitives/TextField/TextField';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './conversations.css';
import { useConversationsMessages } from './useConversationsMessages';

export interface ShareConversationDialogProps {
  /** The conversation to share: its kind, its session id and its title (shown in the dialog). */
  conversation: { source?: components['schemas']['ShareSource']; sessionId: string; title: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the public page is served (the link's start). @default window.location.origin */
  origin?: string;
}

const expiryValue = (days: ShareExpiry) => (days === null ? 'never' : String(days));

/**
 * 'Compartilhar' (issue 29): the expiry of the link (1, 7 or 30 days, or none), then the link to
 * copy. The copy is the conversation as it is now; the link is shown once (the server keeps only
 * a hash of it), and the owner revokes it in Minha Conta › Conversas.
 */
export function ShareConversationDialog({
  conversation,
  open,
  onOpenChange,
  origin,
}: ShareConversationDialogProps) {
  const messages = useConversationsMessages();
  const share = useShareConversation();
  const [expiry, setExpiry] = useState<ShareExpiry>(7);
  const [created, setCreated] = useState<{ url: string; expiresAt: string | null } | null>(null);
  const { reset } = share;

  // Each opening starts over: a link is shown only to the one who just created it.
  useEffect(() => {
    if (open) {
      setCreated(null);
      setExpiry(7);
      reset();
    }
  }, [open, reset]);

  const create = async () => {
    if (!conversation) {
      return;
    }
    try {
      const answer = await share.mutateAsync({
        source: conversation.source ?? 'agent',
        sessionId: conversation.sessionId,
        expiresInDays: expiry,
      });
      const base = origin ?? window.location.origin;
      setCreated({
        url: `${base}${sharedConversationPath(answer.token)}`,
        expiresAt: answer.link.expires_at,
      });
    } catch {
      // The error shows in the dialog (share.error).
    }
  };

  const copy = async () => {
    if (!created) {
      return;
    }
    try {
      await navigator.clipboard.writeText(created.url);
      toast.success(messages.copied);
    } catch {
      toast.error(messages.copyError);
    }
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{messages.shareTitle}</DialogTitle>
          <DialogDescription>{messages.shareDescription}</DialogDescription>
        </DialogHeader>
        <div className={styles.stack}>
          {conversation ? <p className={styles.subject}>“{conversation.title}”</p> : null}
          {created ? (
            <>
              <div className={styles.linkRow}>
                <div className={styles.linkField}>
                  <TextField
                    label={messages.linkLabel}
                    value={created.url}
                    readOnly
                    onFocus={(event) => event.currentTarget.select()}
                  />
                </div>
                <Button leadingIcon={<Copy size={16} aria-hidden="true" />} onClick={() => void copy()}>
                  {messages.copyLink}
                </Button>
              </div>
              <p className={styles.note} role="status">
                {created.expiresAt
                  ? messages.linkExpires(formatDateTime(created.expiresAt))
                  : messages.linkNeverExpires}{' '}
                {messages.linkShownOnce}
              </p>
            </>
          ) : (
            <>
              <Select
                label={messages.expiryLabel}
                options={SHARE_EXPIRY_CHOICES.map((days) => ({
                  value: expiryValue(days),
                  label: messages.expiryOption(days),
                }))}
                value={expiryValue(expiry)}
                onValueChange={(value) =>
                  setExpiry(SHARE_EXPIRY_CHOICES.find((days) => expiryValue(days) === value) ?? null)
                }
              />
              {share.isError ? (
                <p className={styles.note} role="alert">
                  {share.error.message}
                </p>
              ) : null}
            </>
          )}
        </div>
        <DialogFooter>
          {created ? (
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {messages.close}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {messages.cancel}
              </Button>
              <Button
                leadingIcon={<Link2 size={16} aria-hidden="true" />}
                loading={share.isPending}
                onClick={() => void create()}
              >
                {share.isPending ? messages.creatingLink : messages.createLink}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
