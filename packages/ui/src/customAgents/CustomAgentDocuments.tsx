import { formatDate, formatNumber, type Schema } from '@sppock/sdk';
import { useAddCustomAgentDocument, useDeleteCustomAgentDocument } from '@sppock/sdk/react';
import { FileText, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../primitives/Dialog/Dialog';
import * as fieldStyles from '../primitives/Field/Field.css';
import { IconButton } from '../primitives/IconButton/IconButton';
import { toast } from '../primitives/Toaster/toastStore';
import { fileToBase64, MAX_DOCUMENT_BYTES } from './agentFiles';
import * as styles from './customAgents.css';
import { useCustomAgentsMessages } from './useCustomAgentsMessages';

type CustomAgent = Schema<'CustomAgent'>;

export interface CustomAgentDocumentsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The agent whose documents are shown (kept fresh by the list it comes from). */
  agent: CustomAgent;
}

function sizeOf(bytes: number): string {
  return bytes < 1024 ? `${formatNumber(bytes)} B` : `${formatNumber(Math.round(bytes / 1024))} KB`;
}

/**
 * The knowledge documents of a custom agent (issue 21): the list with size, extracted characters
 * and date, an upload (up to 700 KB, extracted and chunked by the server) and a delete per document.
 * Without `can_edit` the list only informs.
 */
export function CustomAgentDocuments({ open, onOpenChange, agent }: CustomAgentDocumentsProps) {
  const M = useCustomAgentsMessages();
  const add = useAddCustomAgentDocument();
  const remove = useDeleteCustomAgentDocument();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [error, setError] = useState<string | null>(null);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setError(M.uploadLabel);
      input.current?.focus();
      return;
    }
    if (file.size > MAX_DOCUMENT_BYTES) {
      setError(M.documentTooLarge);
      input.current?.focus();
      return;
    }
    setError(null);
    try {
      const result = await add.mutateAsync({
        id: agent.id,
        document: { filename: file.name, content_base64: await fileToBase64(file) },
      });
      toast.success(result.message ?? M.upload);
      if (input.current) {
        input.current.value = '';
      }
    } catch (failure) {
      setError((failure as Error).message);
      input.current?.focus();
    }
  };

  const deleteDocument = async (documentId: string) => {
    try {
      const result = await remove.mutateAsync({ id: agent.id, documentId });
      toast.success(result.message ?? M.delete);
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{M.documentsTitle(agent.name)}</DialogTitle>
          <DialogDescription>{M.documentsDescription}</DialogDescription>
        </DialogHeader>
        {agent.documents.length === 0 ? (
          <p className={styles.muted}>{M.documentsEmpty}</p>
        ) : (
          <ul className={styles.documents} aria-label={M.documentsLabel}>
            {agent.documents.map((document) => (
              <li key={document.id} className={styles.document}>
                <FileText size={18} aria-hidden="true" className={styles.documentIcon} />
                <span className={styles.documentText}>
                  <span className={styles.documentName}>{document.filename}</span>
                  <span className={styles.muted}>
                    {M.documentFacts(
                      sizeOf(document.size_bytes),
                      formatNumber(document.characters),
                      formatDate(document.created_at),
                    )}
                  </span>
                </span>
                {agent.can_edit ? (
                  <IconButton
                    label={M.deleteDocument(document.filename)}
                    icon={<Trash2 size={16} />}
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => void deleteDocument(document.id)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {agent.can_edit ? (
          <form className={styles.upload} onSubmit={(event) => void upload(event)}>
            <label htmlFor={inputId} className={fieldStyles.label}>
              {M.uploadLabel}
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".pdf,.docx,.txt,.md,.csv,.xlsx,.json,.html"
              className={styles.fileInput}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => setError(null)}
            />
            {error ? (
              <p id={errorId} className={fieldStyles.error} role="alert">
                {error}
              </p>
            ) : null}
            <div>
              <Button
                type="submit"
                size="sm"
                leadingIcon={<Upload size={16} aria-hidden="true" />}
                loading={add.isPending}
              >
                {add.isPending ? M.uploading : M.upload}
              </Button>
            </div>
          </form>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{M.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
