import { CircleCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../auth/FormAlert';
import { emailProblem } from '../auth/formValidation';
import { PhoneField } from '../auth/PhoneField';
import { Button } from '../primitives/Button/Button';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../primitives/Dialog/Dialog';
import { Textarea } from '../primitives/Textarea/Textarea';
import { TextField } from '../primitives/TextField/TextField';
import * as styles from './DemoRequestDialog.css';
import { useLandingMessages } from './useLandingMessages';
import type { DemoRequest } from './useMarketing';

const MAX_MESSAGE = 2000;
const MAX_TEAM = 100_000;

export interface DemoRequestDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the request: resolves to the confirmation to show, or rejects with an Error whose
   * message is the pt-BR text to show. `LandingPage` passes the server call.
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

type DemoErrors = Partial<Record<keyof DemoValues, string>>;

/**
 * 'Agendar Demo Enterprise' (an extension: in the spec the button does nothing): a form for a
 * demo of the Enterprise plan — name, e-mail, company, phone with the Brazilian mask, team size
 * and a message — sent to the sales team, with the server's confirmation. Closing and opening
 * again keeps what was typed until the request is sent.
 */
export function DemoRequestDialog({ open, onOpenChange, onSubmit }: DemoRequestDialogProps) {
  const messages = useLandingMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<DemoValues>(EMPTY);
  const [errors, setErrors] = useState<DemoErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [attempt]);

  useEffect(() => {
    if (confirmation) {
      doneRef.current?.focus();
    }
  }, [confirmation]);

  const set = (name: keyof DemoValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next && confirmation) {
      // A sent request starts a fresh form next time.
      setValues(EMPTY);
      setConfirmation(null);
    }
  };

  const validate = (): DemoErrors => {
    const teamSize = values.teamSize.trim();
    const team = Number(teamSize);
    return {
      name: values.name.trim().length < 2 ? messages.demoNameRequired : undefined,
      email: emailProblem(values.email, messages) ?? undefined,
      company: values.company.trim().length < 2 ? messages.demoCompanyRequired : undefined,
      phone: values.phone !== '' && values.phone.length < 10 ? messages.demoPhoneInvalid : undefined,
      teamSize:
        teamSize !== '' && (!Number.isInteger(team) || team < 1 || team > MAX_TEAM)
          ? messages.demoTeamSizeInvalid
          : undefined,
      message: values.message.length > MAX_MESSAGE ? messages.demoMessageTooLong : undefined,
    };
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) {
      return;
    }
    const next = validate();
    setServerError(null);
    if (Object.values(next).some(Boolean)) {
      setErrors(next);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    const request: DemoRequest = {
      name: values.name.trim(),
      email: values.email.trim(),
      company: values.company.trim(),
      ...(values.phone ? { phone: values.phone } : {}),
      ...(values.teamSize.trim() ? { team_size: Number(values.teamSize.trim()) } : {}),
      ...(values.message.trim() ? { message: values.message.trim() } : {}),
    };
    setSending(true);
    try {
      setConfirmation(await onSubmit(request));
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const optional = (label: string): ReactNode => (
    <>
      {label} <span className={styles.optional}>{messages.demoOptional}</span>
    </>
  );

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
          <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
            {serverError ? <FormAlert>{serverError}</FormAlert> : null}
            <div className={styles.pair}>
              <TextField
                label={messages.demoName}
                name="name"
                autoComplete="name"
                required
                value={values.name}
                onValueChange={(value) => set('name', value)}
                error={errors.name}
              />
              <TextField
                label={messages.demoEmail}
                type="email"
                name="email"
                autoComplete="email"
                required
                value={values.email}
                onValueChange={(value) => set('email', value)}
                error={errors.email}
              />
            </div>
            <div className={styles.pair}>
              <TextField
                label={messages.demoCompany}
                name="company"
                autoComplete="organization"
                required
                value={values.company}
                onValueChange={(value) => set('company', value)}
                error={errors.company}
              />
              <PhoneField
                label={optional(messages.demoPhone)}
                name="phone"
                placeholder={messages.demoPhonePlaceholder}
                value={values.phone}
                onValueChange={(digits) => set('phone', digits)}
                error={errors.phone}
              />
            </div>
            <TextField
              label={optional(messages.demoTeamSize)}
              name="team_size"
              inputMode="numeric"
              placeholder={messages.demoTeamSizePlaceholder}
              value={values.teamSize}
              onValueChange={(value) => set('teamSize', value.replace(/\D/g, '').slice(0, 6))}
              error={errors.teamSize}
            />
            <Textarea
              label={optional(messages.demoMessage)}
              name="message"
              placeholder={messages.demoMessagePlaceholder}
              minHeight={72}
              maxHeight={200}
              maxLength={MAX_MESSAGE}
              value={values.message}
              onValueChange={(value) => set('message', value)}
              error={errors.message}
            />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => handleOpenChange(false)}>
                {messages.demoCancel}
              </Button>
              <Button type="submit" loading={sending}>
                {sending ? messages.demoSubmitting : messages.demoSubmit}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
