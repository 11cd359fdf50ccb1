import { LOGIN_PATH, renewalErrorMessage, SESSION_RENEWED_MESSAGE } from '@sppock/sdk';
import { useSessionEvent, useSppock } from '@sppock/sdk/react';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Portal } from '../internal/PortalContext';
import { useNavigation } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { SESSION_END_TOAST_ID, toast } from '../primitives/Toaster/toastStore';
import * as styles from './SessionExpiryWarning.css';
import { useShellMessages } from './useShellMessages';

export interface SessionExpiryWarningProps {
  /** Where the user goes when the session expires. @default `LOGIN_PATH` */
  loginPath?: string;
}

/** Whole minutes left until `expiresAt`, rounded up, never below 0. */
export function minutesLeft(expiresAt: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 60_000));
}

/**
 * The session-expiry warning (spec 1 §4). Five minutes before the access token expires a
 * non-blocking banner offers 'Continuar logado' (renews the session: 'Sessão renovada por mais 60
 * minutos!'); when the session expires it says 'Sua sessão expirou. Faça login novamente.' and
 * goes to /login. Mount it once, inside `<SppockProvider>`, on every screen.
 */
export function SessionExpiryWarning({ loginPath = LOGIN_PATH }: SessionExpiryWarningProps) {
  const messages = useShellMessages();
  const { session } = useSppock();
  const { navigate } = useNavigation();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useSessionEvent('expiring', (event) => {
    setNow(Date.now());
    setExpiresAt(event.expiresAt);
  });
  useSessionEvent('renewed', () => setExpiresAt(null));
  useSessionEvent('expired', (event) => {
    setExpiresAt(null);
    toast.error(event.message, { id: SESSION_END_TOAST_ID });
    navigate(loginPath);
  });

  useEffect(() => {
    if (expiresAt === null) {
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [expiresAt]);

  if (expiresAt === null) {
    return null;
  }

  const renew = async () => {
    setRenewing(true);
    try {
      await session.renew();
      setExpiresAt(null);
      toast.success(SESSION_RENEWED_MESSAGE);
    } catch (error) {
      // The session has ended and its 'expired' event takes the user to /login; one toast, not two.
      setExpiresAt(null);
      toast.error(renewalErrorMessage(error), { id: SESSION_END_TOAST_ID });
    } finally {
      setRenewing(false);
    }
  };

  return (
    <Portal plain>
      <div role="alert" className={styles.banner} data-state="open">
        <Clock size={22} className={styles.icon} aria-hidden="true" />
        <div className={styles.text}>
          <p className={styles.title}>{messages.sessionExpiringTitle}</p>
          <p className={styles.detail}>{messages.sessionExpiringText(minutesLeft(expiresAt, now))}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onClick={() => setExpiresAt(null)} disabled={renewing}>
            {messages.dismiss}
          </Button>
          <Button size="sm" loading={renewing} onClick={renew}>
            {messages.stayLoggedIn}
          </Button>
        </div>
      </div>
    </Portal>
  );
}
