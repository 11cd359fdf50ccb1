import { firstFieldMessage, SppockError, validateAccountDeletion, validateChangePassword } from '@sppock/sdk';
import { useChangePassword, useDeleteAccount, useLogout } from '@sppock/sdk/react';
import { KeyRound, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '../forms/Form';
import { FormPasswordField } from '../forms/FormPasswordField';
import { FormTextField } from '../forms/FormTextField';
import { PasswordChecklist } from '../forms/PasswordChecklist';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { useNavigation } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './account.css';
import { useAccountMessages } from './useAccountMessages';

/** The server's answer for a wrong current password, as the catalogue words it (spec 1 §8). */
const WRONG_PASSWORD = 'Senha atual incorreta';

interface PasswordChange {
  old_password: string;
  new_password: string;
  new_password2: string;
}

/** A field's first message in a refused call's body (the server's per-field lists). */
function fieldMessage(error: unknown, field: string): string | undefined {
  const failure = error instanceof SppockError ? error.failure : undefined;
  return failure?.kind === 'http' ? firstFieldMessage(failure.body, field) : undefined;
}

/**
 * Change password (spec 1 §5, §8): the three fields, the button disabled until all are filled,
 * 'As senhas não coincidem', 'A nova senha deve ter pelo menos 8 caracteres', 'Senha atual
 * incorreta' and 'Senha alterada com sucesso!'. A new password the server refuses (a common one)
 * says why under its field.
 */
export function ChangePasswordForm() {
  const messages = useAccountMessages();
  const titleId = useId();
  const change = useChangePassword();
  const form = useSppockForm<PasswordChange>({
    defaultValues: { old_password: '', new_password: '', new_password2: '' },
  });
  const [current, next, confirm] = useWatch({
    control: form.control,
    name: ['old_password', 'new_password', 'new_password2'],
  });
  const filled = current !== '' && next !== '' && confirm !== '';

  const submit = async (values: PasswordChange) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      const message = (error as Error).message;
      const refusedNew = fieldMessage(error, 'new_password');
      if (message === WRONG_PASSWORD) {
        showServerErrors(form, { fields: { old_password: message } });
      } else if (refusedNew) {
        showServerErrors(form, { fields: { new_password: refusedNew } });
      } else {
        toast.error(message);
      }
      return;
    }
    form.reset();
    toast.success(messages.passwordChanged);
  };

  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.changePasswordTitle}
        </CardTitle>
        <CardDescription>{messages.changePasswordDescription}</CardDescription>
      </CardHeader>
      <Form form={form} onSubmit={submit} className={styles.narrowForm}>
        <FormPasswordField
          control={form.control}
          name="old_password"
          label={messages.currentPassword}
          autoComplete="current-password"
        />
        <FormPasswordField
          control={form.control}
          name="new_password"
          label={messages.newPassword}
          autoComplete="new-password"
          rules={{
            // The length rule; whether the two match is the confirmation's check.
            validate: (value: string) =>
              validateChangePassword({ newPassword: value, confirmPassword: value }) ?? true,
          }}
        />
        {next ? <PasswordChecklist password={next} /> : null}
        <FormPasswordField
          control={form.control}
          name="new_password2"
          label={messages.confirmNewPassword}
          autoComplete="new-password"
          rules={{
            validate: (value: string) =>
              value === form.getValues('new_password') || 'As senhas não coincidem',
          }}
        />
        <div>
          <SubmitButton
            disabled={!filled}
            pendingLabel={messages.changingPassword}
            leadingIcon={<KeyRound size={16} aria-hidden="true" />}
          >
            {messages.changePassword}
          </SubmitButton>
        </div>
      </Form>
    </CardRoot>
  );
}

export interface DeleteAccountSectionProps {
  /** Where the user goes once the account is gone. @default '/' */
  afterDeletePath?: string;
}

interface AccountDeletion {
  password: string;
  confirmation: string;
}

/**
 * Delete account (spec 1 §4, §5): a confirmation that needs the current password and DELETAR
 * typed exactly ('Digite DELETAR para confirmar'), then POST /payments/delete-account/, logout and
 * the home page. The password is our deliberate addition: a stolen access token alone cannot
 * delete an account.
 */
export function DeleteAccountSection({ afterDeletePath = '/' }: DeleteAccountSectionProps) {
  const messages = useAccountMessages();
  const titleId = useId();
  const remove = useDeleteAccount();
  const logout = useLogout();
  const { navigate } = useNavigation();
  const [open, setOpen] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) {
      fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [focusRequest]);
  const form = useSppockForm<AccountDeletion>({ defaultValues: { password: '', confirmation: '' } });
  const [password, confirmation] = useWatch({ control: form.control, name: ['password', 'confirmation'] });

  const deleteAccount = async ({ password: current }: AccountDeletion) => {
    try {
      await remove.mutateAsync({ confirmation: 'DELETAR', password: current });
    } catch (error) {
      const wrongPassword =
        fieldMessage(error, 'password') ?? (isWrongPassword(error) ? (error as Error).message : undefined);
      if (wrongPassword) {
        showServerErrors(form, { fields: { password: wrongPassword } });
      } else {
        toast.error((error as Error).message);
      }
      throw error;
    }
    logout();
    toast.success(messages.accountDeleted);
    navigate(afterDeletePath);
  };

  // The dialog's confirm button sits outside the form: it runs the same checks, and a refusal
  // keeps the dialog open with the focus on what to fix.
  const confirm = async () => {
    const values = await new Promise<AccountDeletion | null>((resolve) => {
      void form.handleSubmit(resolve, () => resolve(null))();
    });
    try {
      if (!values) {
        throw new Error(messages.deleteAccountConfirmLabel);
      }
      await deleteAccount(values);
    } catch (error) {
      setFocusRequest((count) => count + 1);
      throw error;
    }
  };

  return (
    <CardRoot as="section" aria-labelledby={titleId} className={styles.dangerCard}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.deleteAccountTitle}
        </CardTitle>
        <CardDescription>{messages.deleteAccountDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <div>
          <ConfirmDialog
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) {
                form.reset();
              }
            }}
            tone="danger"
            title={messages.deleteAccountConfirmTitle}
            description={messages.deleteAccountConfirmDescription}
            confirmLabel={messages.deleteAccountConfirm}
            cancelLabel={messages.keepAccount}
            confirmDisabled={password === '' || confirmation === ''}
            onConfirm={confirm}
            trigger={
              <Button variant="danger" leadingIcon={<Trash2 size={16} aria-hidden="true" />}>
                {messages.deleteAccount}
              </Button>
            }
          >
            <p className={styles.noteDanger}>
              <TriangleAlert size={16} aria-hidden="true" className={styles.noteIcon} />
              {messages.deleteAccountDescription}
            </p>
            <div ref={fieldsRef}>
              <Form
                form={form}
                onSubmit={async (values) => {
                  await deleteAccount(values).then(
                    () => setOpen(false),
                    () => undefined,
                  );
                }}
              >
                <FormPasswordField
                  control={form.control}
                  name="password"
                  label={messages.deleteAccountPasswordLabel}
                  autoComplete="current-password"
                />
                <FormTextField
                  control={form.control}
                  name="confirmation"
                  label={messages.deleteAccountConfirmLabel}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  rules={{ validate: (value: string) => validateAccountDeletion(value) ?? true }}
                />
                {/* Enter in a field confirms, as the dialog's button does. */}
                <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
              </Form>
            </div>
          </ConfirmDialog>
        </div>
      </CardContent>
    </CardRoot>
  );
}

/** The delete call's refusal of the password ('Senha incorreta.', a 400 with `error`). */
function isWrongPassword(error: unknown): boolean {
  return error instanceof SppockError && error.failure.kind === 'http' && error.failure.status === 400;
}

/** The Segurança tab: change password and delete account. */
export function SecurityTab() {
  return (
    <div className={styles.stack}>
      <ChangePasswordForm />
      <DeleteAccountSection />
    </div>
  );
}
