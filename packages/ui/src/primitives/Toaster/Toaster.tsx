import { CircleCheck, CircleX, Info, X } from 'lucide-react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { cx } from '../../internal/cx';
import { Portal } from '../../internal/PortalContext';
import { IconButton } from '../IconButton/IconButton';
import { Spinner } from '../Spinner/Spinner';
import { usePrimitivesMessages } from '../usePrimitivesMessages';
import * as styles from './Toaster.css';
import { type Toast, type ToastStore, type ToastType, toastStore } from './toastStore';

function typeIcon(type: ToastType): ReactNode {
  switch (type) {
    case 'success':
      return <CircleCheck size={18} />;
    case 'error':
      return <CircleX size={18} />;
    case 'loading':
      return <Spinner decorative size="sm" />;
    case 'blank':
      return <Info size={18} />;
    case 'custom':
      return null;
    default:
      return type satisfies never;
  }
}

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const messages = usePrimitivesMessages();
  const content = typeof toast.message === 'function' ? toast.message(toast) : toast.message;
  const icon = toast.icon ?? typeIcon(toast.type);
  return (
    <li className={styles.item} data-type={toast.type} data-toast-id={toast.id}>
      <div className={styles.toast({ type: toast.type })}>
        {icon ? (
          <span className={styles.icon({ type: toast.type })} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <div className={styles.message}>{content}</div>
        <IconButton
          className={styles.close}
          size="sm"
          label={messages.dismissNotification}
          icon={<X size={14} />}
          onClick={() => store.dismiss(toast.id)}
        />
      </div>
    </li>
  );
}

export interface ToasterProps {
  /** The store to show. @default the page's shared store used by `toast()` */
  store?: ToastStore;
  className?: string;
}

/**
 * Where toasts appear: top right, announced politely to screen readers. Mount one per page.
 * Hovering or focusing the toasts pauses their countdown.
 */
export function Toaster({ store = toastStore, className }: ToasterProps) {
  const messages = usePrimitivesMessages();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <Portal plain>
      <section
        aria-label={messages.notificationsRegion}
        className={cx(styles.region, className)}
        onMouseEnter={() => store.pause()}
        onMouseLeave={() => store.resume()}
        onFocus={() => store.pause()}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            store.resume();
          }
        }}
      >
        <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
          {toasts.map((item) => (
            <ToastItem key={item.id} toast={item} store={store} />
          ))}
        </ol>
      </section>
    </Portal>
  );
}
