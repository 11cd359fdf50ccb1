import type { UserProfile } from '@sppock/sdk';
import { useConfirmEmailChange, useSendPhoneCode, useVerifyPhone } from '@sppock/sdk/react';
import { MailCheck, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Form } from '../forms/Form';
import { FormTextField } from '../forms/FormTextField';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { Button } from '../primitives/Button/Button';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './account.css';
import { useAccountMessages } from './useAccountMessages';

const digits = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/** A 6-digit code field and its button, on the form kit. */
function CodeForm({
  label,
  submitLabel,
  onConfirm,
}: {
  label: string;
  submitLabel: string;
  /** Resolves when the code is accepted; rejects with the text to show under the field. */
  onConfirm: (code: string) => Promise<unknown>;
}) {
  const messages = useAccountMessages();
  const form = useSppockForm<{ code: string }>({ defaultValues: { code: '' } });
  return (
    <Form
      form={form}
      className={styles.codeForm}
      onSubmit={async ({ code }) => {
        try {
          await onConfirm(code);
        } catch (error) {
          showServerErrors(form, { fields: { code: (error as Error).message } });
        }
      }}
    >
      <FormTextField
        control={form.control}
        name="code"
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        parse={digits}
        rules={{ validate: (value: string) => value.length === 6 || messages.codeLength }}
      />
      <div>
        <SubmitButton pendingLabel={messages.confirming}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

/** The new e-mail waiting for its code (`pending_email`), with the field that confirms it. */
export function PendingEmailConfirmation({ pendingEmail }: { pendingEmail: string }) {
  const messages = useAccountMessages();
  const confirm = useConfirmEmailChange();
  return (
    <section className={styles.notice} aria-labelledby="pending-email-title">
      <h3 id="pending-email-title" className={styles.noticeTitle}>
        <MailCheck size={18} aria-hidden="true" /> {messages.pendingEmailTitle}
      </h3>
      <p className={styles.noticeText}>{messages.pendingEmailText(pendingEmail)}</p>
      <CodeForm
        label={messages.emailCodeLabel}
        submitLabel={messages.confirmEmail}
        onConfirm={async (code) => {
          await confirm.mutateAsync({ code });
          toast.success(messages.emailChanged);
        }}
      />
    </section>
  );
}

/** A phone not yet confirmed: 'Confirmar celular' sends an SMS code, then the code confirms it. */
export function PhoneConfirmation() {
  const messages = useAccountMessages();
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [sent, setSent] = useState<string | null>(null);
  const sendCode = async () => {
    try {
      setSent(await send.mutateAsync());
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  return (
    <section className={styles.notice} aria-labelledby="phone-confirmation-title">
      <h3 id="phone-confirmation-title" className={styles.noticeTitle}>
        <Smartphone size={18} aria-hidden="true" /> {messages.phoneUnconfirmedTitle}
      </h3>
      <p className={styles.noticeText} aria-live="polite">
        {sent ?? messages.phoneUnconfirmedText}
      </p>
      {sent ? (
        <CodeForm
          label={messages.smsCodeLabel}
          submitLabel={messages.confirmPhone}
          onConfirm={async (code) => {
            await verify.mutateAsync({ code });
            toast.success(messages.phoneConfirmed);
          }}
        />
      ) : null}
      <div>
        <Button variant="secondary" loading={send.isPending} onClick={() => void sendCode()}>
          {sent ? messages.resendSmsCode : messages.confirmPhone}
        </Button>
      </div>
    </section>
  );
}

/** What the profile still needs confirmed: a pending e-mail, an unconfirmed phone. */
export function ContactConfirmation({ profile }: { profile: UserProfile }) {
  return (
    <>
      {profile.pending_email ? <PendingEmailConfirmation pendingEmail={profile.pending_email} /> : null}
      {profile.phone && !profile.phone_verified ? <PhoneConfirmation /> : null}
    </>
  );
}
