import { planLabel, type Schema } from '@sppock/sdk';
import { useCreatePixCharge } from '@sppock/sdk/react';
import { CircleAlert, QrCode } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../primitives/Button/Button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from '../primitives/Dialog/Dialog';
import { Spinner } from '../primitives/Spinner/Spinner';
import { PixPayment } from './PixPayment';
import * as styles from './PixPayment.css';
import { usePixMessages } from './usePixMessages';

export interface PlanPixPaymentProps {
  /** The plan whose 30 days the Pix pays. */
  plan: 'professional' | 'enterprise';
  /** The plan is already paid by Pix: 'Renovar com Pix', the new period starting where the paid one ends. @default false */
  renewal?: boolean;
  /** The button fills its container's width (a plan card). @default false */
  fullWidth?: boolean;
  /** The button waits (another plan change is running). @default false */
  disabled?: boolean;
  /** The clock of the countdown, for stories and tests. @default Date.now */
  now?: () => number;
}

/**
 * 'Pagar com Pix' (or 'Renovar com Pix') for 30 days of a paid plan (issue 31 §2): the button
 * asks the server for the plan period's charge at the catalogue's price and opens a dialog with
 * the QR code, the copia e cola and the countdown. The plan changes only when the provider's
 * webhook confirms the payment; the SDK then refreshes the plan queries, so the new plan or the
 * new date shows at once. A refusal (test mode's 503, a 409 about the current plan) is the
 * server's own words in the dialog.
 */
export function PlanPixPayment({
  plan,
  renewal = false,
  fullWidth = false,
  disabled = false,
  now,
}: PlanPixPaymentProps) {
  const messages = usePixMessages();
  const create = useCreatePixCharge();
  const [open, setOpen] = useState(false);
  const [charge, setCharge] = useState<Schema<'PixCharge'> | null>(null);
  // The dialog keeps the words it opened with: once paid, the same plan reads as a renewal.
  const [renewing, setRenewing] = useState(renewal);
  const label = planLabel(plan);

  /** A new charge for the period; a click (never a render) starts it, so each code is asked once. */
  const start = async () => {
    setOpen(true);
    setCharge(null);
    try {
      setCharge((await create.mutateAsync({ purpose: 'plan_period', plan_type: plan })).charge);
    } catch {
      // The refusal shows in the dialog (create.error).
    }
  };

  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger
        asChild
        onClick={() => {
          setRenewing(renewal);
          void start();
        }}
      >
        <Button
          variant="secondary"
          fullWidth={fullWidth}
          disabled={disabled}
          leadingIcon={<QrCode size={16} aria-hidden="true" />}
        >
          {renewal ? messages.renew : messages.pay}
        </Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>
            {renewing ? messages.renewDialogTitle(label) : messages.planDialogTitle(label)}
          </DialogTitle>
          <DialogDescription>
            {renewing ? messages.renewDialogDescription : messages.planDialogDescription}
          </DialogDescription>
        </DialogHeader>
        {charge ? (
          <PixPayment
            key={charge.id}
            charge={charge}
            onRegenerate={() => void start()}
            onClose={() => setOpen(false)}
            now={now}
          />
        ) : create.isError ? (
          <>
            <div className={styles.noteWarning} role="alert">
              <CircleAlert size={16} aria-hidden="true" className={styles.noteIcon} />
              <div>
                <p className={styles.title}>{messages.refused}</p>
                <p className={styles.text}>{create.error.message}</p>
              </div>
            </div>
            <DialogFooter>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {messages.close}
              </Button>
              <Button variant="primary" onClick={() => void start()}>
                {messages.tryAgain}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <p className={styles.text} aria-live="polite">
            <Spinner size="sm" decorative /> {messages.creating}
          </p>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
