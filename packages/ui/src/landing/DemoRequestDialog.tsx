import type { DemoRequest } from '@sppock/sdk/react';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form } from '../forms/Form';
import { FormError } from '../forms/FormError';
import { FormPhoneField } from '../forms/FormPhoneField';
import { FormTextarea } from '../forms/FormTextarea';
import { FormTextField } from '../forms/FormTextField';
import { pair } from '../forms/formLayout.css';
import { brazilianPhone, checks, emailAddress, minLength } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useFormsMessages } from '../forms/useFormsMessages';
import { useSppockForm } from '../forms/useSppockForm';
import { Button } from '../primitives/Button/Button';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../primitives/Dialog/Dialog';
import * as styles from './DemoRequestDialog.css';
import { useLandingMessages } from './useLandingMessages';

const MAX_MESSAGE = 2000;
const MAX_TEAM = 100_000;

export interface DemoRequestDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the request: resolves to the confirmation to show, or rejects with an Error whose
   * message is the pt-BR text to show. `LandingPage` passes the SDK's `useRequestEnterpriseDemo`.
   */
  onSubmit: (request: DemoRequest) => Promise<string>;
}

interface DemoValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  teamSize: string;
  message: string;
}

const EMPTY: DemoValues = { name: '', email: '', company: '', phone: '', teamSize: '', message: '' };

/** What the form's values become on the wire: trimmed, the optional ones only when given. */
function demoRequestOf(values: DemoValues): DemoRequest {
  const teamSize = values.teamSize.trim();
  const message = values.message.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    ...(values.phone ? { phone: values.phone } : {}),
    ...(teamSize ? { team_size: Number(teamSize) } : {}),
    ...(message ? { message } : {}),
  };
}

/**
 * 'Agendar Demo Enterprise' (an extension: in the spec the button does nothing): a form for a
 * demo of the Enterprise plan — name, e-mail, company, phone with the Brazilian mask, team size
 * and a message — sent to the sales team, with the server's confirmation. Closing and opening
 * again keeps what was typed until the request is sent.
 */
export function DemoRequestDialog({ open, onOpenChange, onSubmit }: DemoRequestDialogProps) {
  const messages = useLandingMessages();
  const formsMessages = useFormsMessages();
  // The form lives outside the dialog's content, so its values outlast a close.
  const form = useSppockForm<DemoValues>({ defaultValues: EMPTY });
  const doneRef = useRef<HTMLDivElement>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  useEffect(() => {
    if (confirmation) {
      doneRef.current?.focus();
    }
  }, [confirmation]);

  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next && confirmation) {
      // A sent request starts a fresh form next time.
      form.reset(EMPTY);
      setConfirmation(null);
    }
  };

  const send = async (values: DemoValues) => {
    try {
      setConfirmation(await onSubmit(demoRequestOf(values)));
    } catch (error) {
      showServerErrors(form, { message: error instanceof Error ? error.message : String(error) });
    }
  };

  const optional = (label: string): ReactNode => (
    <>
      {label} <span className={styles.optional}>{messages.demoOptional}</span>
    </>
  );

  const teamSizeCheck = (value: string) => {
    const text = value.trim();
    const team = Number(text);
    return text !== '' && (!Number.isInteger(team) || team < 1 || team > MAX_TEAM)
      ? messages.demoTeamSizeInvalid
      : null;
  };

  return (
    <DialogRoot open={open} onOpenChange={handleOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{confirmation ? messages.demoSuccessTitle : messages.demoTitle}</DialogTitle>
          {confirmation ? null : <DialogDescription>{messages.demoDescription}</DialogDescription>}
        </DialogHeader>
        {confirmation ? (
          <div ref={doneRef} tabIndex={-1} className={styles.done}>
            <span className={styles.doneIcon} aria-hidden="true">
              <CircleCheck size={28} />
            </span>
            <p className={styles.doneText} role="status">
              {confirmation}
            </p>
            <Button onClick={() => handleOpenChange(false)}>{messages.demoClose}</Button>
          </div>
        ) : (
          <Form form={form} onSubmit={send}>
            <FormError />
            <div className={pair}>
              <FormTextField
                control={form.control}
                name="name"
                rules={{ validate: checks(minLength(2, messages.demoNameRequired)) }}
                label={messages.demoName}
                autoComplete="name"
                required
              />
              <FormTextField
                control={form.control}
                name="email"
                rules={{ validate: checks(emailAddress(formsMessages)) }}
                label={messages.demoEmail}
                type="email"
                autoComplete="email"
                required
              />
            </div>
            <div className={pair}>
              <FormTextField
                control={form.control}
                name="company"
                rules={{ validate: checks(minLength(2, messages.demoCompanyRequired)) }}
                label={messages.demoCompany}
                autoComplete="organization"
                required
              />
              <FormPhoneField
                control={form.control}
                name="phone"
                rules={{ validate: checks(brazilianPhone(formsMessages)) }}
                label={optional(messages.demoPhone)}
                placeholder={messages.demoPhonePlaceholder}
              />
            </div>
            <FormTextField
              control={form.control}
              name="teamSize"
              parse={(text) => text.replace(/\D/g, '').slice(0, 6)}
              rules={{ validate: checks(teamSizeCheck) }}
              label={optional(messages.demoTeamSize)}
              inputMode="numeric"
              placeholder={messages.demoTeamSizePlaceholder}
            />
            <FormTextarea
              control={form.control}
              name="message"
              rules={{
                validate: checks((text: string) =>
                  text.length > MAX_MESSAGE ? messages.demoMessageTooLong : null,
                ),
              }}
              label={optional(messages.demoMessage)}
              placeholder={messages.demoMessagePlaceholder}
              minHeight={72}
              maxHeight={200}
              maxLength={MAX_MESSAGE}
            />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => handleOpenChange(false)}>
                {messages.demoCancel}
              </Button>
              <SubmitButton pendingLabel={messages.demoSubmitting}>{messages.demoSubmit}</SubmitButton>
            </div>
          </Form>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
