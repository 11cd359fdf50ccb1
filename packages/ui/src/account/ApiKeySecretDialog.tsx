import { Copy } from 'lucide-react';
import { Button } from '../primitives/Button/Button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../primitives/Dialog/Dialog';
import { toast } from '../primitives/Toaster/toastStore';
import * as own from './ApiKeysTab.css';
import * as styles from './account.css';
import { apiKeysTexts as texts } from './apiKeysMessages';

export interface ApiKeySecretDialogProps {
  /** The key just created: its name and the whole secret, shown this once. Null: closed. */
  created: { name: string; secret: string } | null;
  /** Called when the person closes the dialog (the secret is then forgotten). */
  onClose: () => void;
}

/**
 * Shows a new API key once (issue 30), with a copy button: the server keeps only its hash, so once
 * this dialog closes the secret is gone from the screen for good.
 */
export function ApiKeySecretDialog({ created, onClose }: ApiKeySecretDialogProps) {
  const cxNote = `${styles.note} ${own.secret}`;
  const copy = async () => {
    if (!created) {
      return;
    }
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(texts.copied);
    } catch {
      toast.error(texts.copyError);
    }
  };
  return (
    <DialogRoot
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
        }
      }}
    >
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{texts.secretTitle}</DialogTitle>
          <DialogDescription>{texts.secretDescription}</DialogDescription>
        </DialogHeader>
        {created ? (
          <figure className={styles.stack}>
            <figcaption className={styles.factLabel}>{texts.secretLabel(created.name)}</figcaption>
            <pre className={cxNote}>
              <code>{created.secret}</code>
            </pre>
          </figure>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" leadingIcon={<Copy size={14} aria-hidden="true" />} onClick={copy}>
            {texts.copy}
          </Button>
          <Button onClick={onClose}>{texts.done}</Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
