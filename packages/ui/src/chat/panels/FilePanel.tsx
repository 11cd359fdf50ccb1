import { ACCEPTED_UPLOAD_EXTENSIONS, formatFileSize, PRICING_PATH, validateUpload } from '@sppock/sdk';
import { FileText, Lock, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Form } from '../../forms/Form';
import { FormTextarea } from '../../forms/FormTextarea';
import { checks, required } from '../../forms/rules';
import { useSppockForm } from '../../forms/useSppockForm';
import { visuallyHidden } from '../../internal/styles.css';
import { AppLink } from '../../navigation/Navigation';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { ProgressBar } from '../../primitives/ProgressBar/ProgressBar';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { toast } from '../../primitives/Toaster/toastStore';
import { ChatPanel } from './ChatPanel';
import * as panelStyles from './ChatPanel.css';
import * as styles from './FilePanel.css';
import type { FilePanelProps } from './types';
import { useChatPanelsMessages } from './useChatPanelsMessages';

/** The picker's `accept`: the 11 extensions of spec 2 §5. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * The file panel (spec 2 §2, §5): pick or drop one file — checked for its type, emptiness and
 * the 100MB limit before anything is uploaded, with the spec's toast — then write the
 * instruction and send. While the upload runs the form is locked and the progress shows. On a
 * plan without document analysis it shows the lock and the plan that unlocks it instead, so a
 * Free user learns it before choosing a file rather than from the server's 403.
 */
export function FilePanel({
  open,
  onOpenChange,
  onSubmit,
  uploading = false,
  progress,
  lockedPlan,
  plansPath = PRICING_PATH,
}: FilePanelProps) {
  const messages = useChatPanelsMessages();
  return (
    <ChatPanel
      open={open}
      onOpenChange={onOpenChange}
      title={messages.fileTitle}
      description={messages.fileDescription}
    >
      {lockedPlan ? (
        <div className={styles.locked}>
          <Lock size={24} aria-hidden="true" className={styles.dropIcon} />
          <p className={styles.dropText}>{messages.fileLocked(lockedPlan)}</p>
          <AppLink href={plansPath} className={styles.plansLink} data-autofocus="">
            {messages.fileSeePlans}
          </AppLink>
        </div>
      ) : (
        <FilePanelBody
          onCancel={() => onOpenChange(false)}
          onSubmit={onSubmit}
          uploading={uploading}
          progress={progress}
        />
      )}
    </ChatPanel>
  );
}

interface FilePanelBodyProps extends Pick<FilePanelProps, 'onSubmit' | 'uploading' | 'progress'> {
  onCancel: () => void;
}

/** The panel's contents, mounted while it is open, so closing it forgets the file. */
function FilePanelBody({ onCancel, onSubmit, uploading, progress }: FilePanelBodyProps) {
  const messages = useChatPanelsMessages();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const pickRef = useRef<HTMLButtonElement>(null);
  const form = useSppockForm<{ instruction: string }>({ defaultValues: { instruction: '' } });
  const hasFile = file !== null;
  const firstRender = useRef(true);

  // The control under focus disappears when a file is chosen or removed: move focus to what
  // replaced it (the instruction box, or the picker again).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hasFile) {
      form.setFocus('instruction');
    } else {
      pickRef.current?.focus();
    }
  }, [hasFile, form]);

  const choose = (picked: File | undefined) => {
    if (!picked) {
      return;
    }
    const refusal = validateUpload(picked);
    if (refusal) {
      setError(refusal);
      toast.error(refusal);
      return;
    }
    setError(null);
    setFile(picked);
  };

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    choose(event.target.files?.[0]);
    // The same file picked again after a refusal must fire `change` again.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (uploading || !event.dataTransfer.types.includes('Files')) {
      return;
    }
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setDragging(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) {
      choose(event.dataTransfer.files[0]);
    }
  };

  const pick = () => inputRef.current?.click();

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse path; 'Escolher arquivo' is the keyboard one.
    <div
      className={styles.body}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-dragging={dragging ? '' : undefined}
    >
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={onPicked}
      />
      {file ? (
        <div className={styles.fileCard}>
          <FileText size={24} aria-hidden="true" className={styles.fileIcon} />
          <div className={styles.fileText}>
            <span className={visuallyHidden}>{messages.fileSelectedLabel}</span>
            <span className={styles.fileName} title={file.name}>
              {file.name}
            </span>
            <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
          </div>
          <Button variant="ghost" size="sm" onClick={pick} disabled={uploading}>
            {messages.fileChange}
          </Button>
          <IconButton
            label={messages.fileRemove}
            icon={<Trash2 size={16} />}
            size="sm"
            disabled={uploading}
            onClick={() => {
              setFile(null);
              form.reset();
            }}
          />
        </div>
      ) : (
        <div
          className={styles.dropzone}
          data-dragging={dragging ? '' : undefined}
          data-invalid={error ? '' : undefined}
        >
          <Upload size={28} aria-hidden="true" className={styles.dropIcon} />
          <p className={styles.dropText}>{dragging ? messages.fileDropActive : messages.fileDrop}</p>
          <p className={styles.hint}>{messages.fileOr}</p>
          <Button
            variant="secondary"
            size="sm"
            ref={pickRef}
            onClick={pick}
            data-autofocus=""
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          >
            {messages.filePick}
          </Button>
          <p id={hintId} className={styles.hint}>
            {messages.fileAccepted}
          </p>
        </div>
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {file ? (
        <Form form={form} onSubmit={({ instruction }) => onSubmit(file, instruction.trim())}>
          <FormTextarea
            name="instruction"
            label={messages.fileInstruction}
            placeholder={messages.fileInstructionPlaceholder}
            rules={{ validate: checks(required(messages.fileInstructionRequired)) }}
            minHeight={48}
            maxHeight={160}
            disabled={uploading}
          />
          {uploading ? <UploadProgress progress={progress} /> : null}
          <div className={panelStyles.actions}>
            <Button variant="ghost" onClick={onCancel}>
              {messages.cancel}
            </Button>
            <Button type="submit" loading={uploading}>
              {uploading ? messages.fileUploading : messages.fileSubmit}
            </Button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}

/** The upload's progress: a bar when the percentage is known, otherwise a spinner. */
function UploadProgress({ progress }: { progress?: number }) {
  const messages = useChatPanelsMessages();
  if (progress === undefined) {
    return (
      <div className={styles.uploading}>
        <Spinner size="sm" label={messages.fileUploading} />
        <span aria-hidden="true">{messages.fileUploading}</span>
      </div>
    );
  }
  const clamped = Math.min(Math.max(Math.round(progress), 0), 100);
  return <ProgressBar value={clamped} label={messages.fileProgress} valueText={`${clamped}%`} size="sm" />;
}
