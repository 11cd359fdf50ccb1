import { formatBRL, formatNumber, type Schema } from '@sppock/sdk';
import { usePixCharge } from '@sppock/sdk/react';
import { CheckCircle2, Clock, Copy, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './account.css';
import { formatCountdown, pixTexts as T } from './pixMessages';

export interface PixPaymentProps {
  /** The charge as the server created it (QR code, copia e cola, expiry). */
  charge: Schema<'PixCharge'>;
  /** Asks for a new code after this one expired or failed. */
  onRegenerate: () => void;
  /** Hides the panel (after payment or to give up). */
  onClose: () => void;
  /** The clock, for stories and tests. */
  now?: () => number;
}

/** Seconds until `expiresAt`, recounted every second. */
function useSecondsLeft(expiresAt: string, now: () => number): number {
  const end = new Date(expiresAt).getTime();
  const [left, setLeft] = useState(() => Math.ceil((end - now()) / 1000));
  useEffect(() => {
    const tick = () => setLeft(Math.ceil((end - now()) / 1000));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [end, now]);
  return left;
}

/**
 * A Pix charge to pay (issue 31 §2): the provider's QR code and copia e cola with 'Copiar código',
 * the expiry counted down, and the status polled until the provider's webhook confirms it
 * (success toast, balance refreshed) or the code expires ('Gerar novo código').
 */
export function PixPayment({ charge: created, onRegenerate, onClose, now = Date.now }: PixPaymentProps) {
  const titleId = useId();
  const codeId = useId();
  const query = usePixCharge(created.id);
  const charge = query.data?.charge ?? created;
  const secondsLeft = useSecondsLeft(charge.expires_at, now);
  const status = charge.status === 'pending' && secondsLeft <= 0 ? 'expired' : charge.status;
  const announced = useRef(false);

  useEffect(() => {
    if (status === 'paid' && !announced.current) {
      announced.current = true;
      toast.success(T.paid(formatNumber(charge.tokens)));
    }
  }, [status, charge.tokens]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(charge.qr_code);
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  };

  const image = charge.qr_image_svg ?? charge.qr_image_png;

  return (
    <section aria-labelledby={titleId} className={styles.notice}>
      <h3 id={titleId} className={styles.noticeTitle}>
        {T.title}
      </h3>
      <p className={styles.noticeText}>{T.amount(formatNumber(charge.tokens), formatBRL(charge.amount))}</p>
      {status === 'paid' ? (
        <>
          <p className={styles.noteSuccess} role="status">
            <CheckCircle2 size={16} aria-hidden="true" className={styles.noteIcon} />
            {T.paid(formatNumber(charge.tokens))}
          </p>
          <div className={styles.actionsRow}>
            <Button variant="secondary" onClick={onClose}>
              {T.close}
            </Button>
          </div>
        </>
      ) : status === 'pending' ? (
        <>
          <p className={styles.noticeText}>{T.instructions}</p>
          {image ? <img src={image} alt={T.qrAlt} width={220} height={220} /> : null}
          <label htmlFor={codeId} className={styles.factLabel}>
            {T.copyLabel}
          </label>
          <textarea
            id={codeId}
            readOnly
            rows={3}
            value={charge.qr_code}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className={styles.actionsRow}>
            <Button variant="primary" onClick={() => void copy()}>
              <Copy size={16} aria-hidden="true" />
              {T.copy}
            </Button>
            <span role="timer" aria-live="off" className={styles.planName}>
              <Clock size={16} aria-hidden="true" />
              {T.expiresIn(formatCountdown(secondsLeft))}
            </span>
          </div>
          <p className={styles.factLabel} aria-live="polite">
            {T.waiting}
          </p>
        </>
      ) : (
        <>
          <p className={styles.noteWarning} role="alert">
            {status === 'expired' ? T.expired : T.failed}
          </p>
          <p className={styles.noticeText}>{T.expiredHint}</p>
          <div className={styles.actionsRow}>
            <Button variant="primary" onClick={onRegenerate}>
              <RefreshCw size={16} aria-hidden="true" />
              {T.regenerate}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {T.close}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
