import { formatFileSize } from '@sppock/sdk';
import { useDownloadFile } from '@sppock/sdk/react';
import { Download, FileText } from 'lucide-react';
import { saveFile } from '../../internal/saveFile';
import { visuallyHidden } from '../../internal/styles.css';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { toast } from '../../primitives/Toaster/toastStore';
import * as styles from './FileAttachmentLink.css';
import type { FileAttachmentLinkProps } from './types';
import { useChatPanelsMessages } from './useChatPanelsMessages';

/**
 * A file in the chat (spec 2 §2 "Message rendering"): a bare link would carry no token, so the
 * file is fetched with the session's bearer token and saved under its name; a failure says
 * 'Erro ao fazer download. Verifique se você está logado.' (spec 2 §8).
 */
export function FileAttachmentLink({ fileId, name, size }: FileAttachmentLinkProps) {
  const messages = useChatPanelsMessages();
  const download = useDownloadFile();
  const busy = download.isPending;

  const save = () => {
    if (busy) {
      return;
    }
    download.mutate(
      { fileId },
      {
        onSuccess: ({ blob }) => saveFile(blob, name),
        onError: () => {
          toast.error(messages.fileDownloadFailed);
        },
      },
    );
  };

  return (
    <button
      type="button"
      className={styles.link}
      onClick={save}
      aria-busy={busy || undefined}
      title={messages.fileDownload(name)}
    >
      <span className={visuallyHidden}>
        {`${busy ? messages.fileDownloadingPrefix : messages.fileDownloadPrefix} `}
      </span>
      {busy ? (
        <Spinner decorative size="sm" />
      ) : (
        <FileText size={18} aria-hidden="true" className={styles.icon} />
      )}
      <span className={styles.name}>{name}</span>
      {size !== undefined ? <span className={styles.size}>{` ${formatFileSize(size)}`}</span> : null}
      <Download size={16} aria-hidden="true" className={styles.icon} />
    </button>
  );
}
