import { formatBRL, formatNumber, planLabel, type Schema } from '@sppock/sdk';
import { usePixCharge } from '@sppock/sdk/react';
import { CheckCircle2, Clock, Copy, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { toast } from '../primitives/Toaster/toastStore';
import { formatCountdown, type PixMessages } from './messages';
import * as styles from './PixPayment.css';
import { usePixMessages } from './usePixMessages';

export interface PixPaymentProps {
  /** The charge as the server created it (QR code, copia e cola, expiry). */
  charge: Schema<'PixCharge'>;
  /** Asks for a new code after this one expired or failed. */
  onRegenerate: () => void;
  /** Hides the panel (after payment or to give up). */
  onClose: () => void;
  /** The clock, for stories and tests. @default Date.now */
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

/** What the charge pays, in the words of its purpose: extra tokens or 30 days of a plan. */
function chargeCopy(charge: Schema<'PixCharge'>, messages: PixMessages) {
  const price = formatBRL(charge.amount);
  switch (charge.purpose) {
    case 'extra_tokens': {
      const tokens = formatNumber(charge.tokens);
      return {
        amount: messages.amount(tokens, price),
        instructions: messages.instructions,
        paid: messages.paid(tokens),
      };
    }
    case 'plan_period': {
      // A plan period always names its plan (the contract's null is for extra tokens).
      const plan = charge.plan_type ? planLabel(charge.plan_type) : '';
      return {
        amount: messages.planAmount(plan, price),
        instructions: messages.planInstructions,
        paid: messages.planPaid(plan),
      };
    }
    default:
      return charge.purpose satisfies never;
  }
}

/**
 * A Pix charge to pay (issue 31 §2) — extra tokens or a period of a plan: the provider's QR code
 * and copia e cola with 'Copiar código', the expiry counted down, and the status polled until the
 * provider's webhook confirms it (success toast; the SDK refreshes what was bought) or the code
 * expires ('Gerar novo código').
 */
export function PixPayment({ charge: created, onRegenerate, onClose, now = Date.now }: PixPaymentProps) {
  const messages = usePixMessages();
  const titleId = useId();
  const codeId = useId();
  const query = usePixCharge(created.id);
  const charge = query.data?.charge ?? created;
  const secondsLeft = useSecondsLeft(charge.expires_at, now);
  const status = charge.status === 'pending' && secondsLeft <= 0 ? 'expired' : charge.status;
  const copyOf = chargeCopy(charge, messages);
  const announced = useRef(false);

  useEffect(() => {
    if (status === 'paid' && !announced.current) {
      announced.current = true;
      toast.success(copyOf.paid);
    }
  }, [status, copyOf.paid]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(charge.qr_code);
      toast.success(messages.copied);
    } catch {
      toast.error(messages.copyFailed);
    }
  };

  const image = charge.qr_image_svg ?? charge.qr_image_png;

  return (
    <section aria-labelledby={titleId} className={styles.panel} data-state={status}>
      <h3 id={titleId} className={styles.title}>
        {messages.title}
      </h3>
      <p className={styles.text}>{copyOf.amount}</p>
      {status === 'paid' ? (
        <>
          <p className={styles.noteSuccess} role="status">
            <CheckCircle2 size={16} aria-hidden="true" className={styles.noteIcon} />
            {copyOf.paid}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              {messages.close}
            </Button>
          </div>
        </>
      ) : status === 'pending' ? (
        <>
          <p className={styles.text}>{copyOf.instructions}</p>
          {image ? (
            <img src={image} alt={messages.qrAlt} width={220} height={220} className={styles.qr} />
          ) : null}
          <label htmlFor={codeId} className={styles.label}>
            {messages.copyLabel}
          </label>
          <textarea
            id={codeId}
            readOnly
            rows={3}
            value={charge.qr_code}
            className={styles.code}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void copy()}>
              <Copy size={16} aria-hidden="true" />
              {messages.copy}
            </Button>
            <span role="timer" aria-live="off" className={styles.countdown}>
              <Clock size={16} aria-hidden="true" />
              {messages.expiresIn(formatCountdown(secondsLeft))}
            </span>
          </div>
          <p className={styles.label} aria-live="polite">
            {messages.waiting}
          </p>
        </>
      ) : (
        <>
          <p className={styles.noteWarning} role="alert">
            {status === 'expired' ? messages.expired : messages.failed}
          </p>
          <p className={styles.text}>{messages.expiredHint}</p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={onRegenerate}>
              <RefreshCw size={16} aria-hidden="true" />
              {messages.regenerate}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {messages.close}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
