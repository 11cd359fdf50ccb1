import { validateAccountDeletion, validateChangePassword } from '@sppock/sdk';
import { useChangePassword, useDeleteAccount, useLogout } from '@sppock/sdk/react';
import { KeyRound, Trash2, TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { PasswordChecklist } from '../forms/PasswordChecklist';
import { useNavigation } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { PasswordField } from '../primitives/PasswordField/PasswordField';
import { TextField } from '../primitives/TextField/TextField';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './account.css';
import { useAccountMessages } from './useAccountMessages';

/** The server's answer for a wrong current password, as the catalogue words it (spec 1 §8). */
const WRONG_PASSWORD = 'Senha atual incorreta';

/**
 * Change password (spec 1 §5, §8): the three fields, the button disabled until all are filled,
 * 'As senhas não coincidem', 'A nova senha deve ter pelo menos 8 caracteres', 'Senha atual
 * incorreta' and 'Senha alterada com sucesso!'.
 */
export function ChangePasswordForm() {
  const messages = useAccountMessages();
  const titleId = useId();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const filled = current !== '' && next !== '' && confirm !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || change.isPending) {
      return;
    }
    const problem = validateChangePassword({ newPassword: next, confirmPassword: confirm });
    if (problem) {
      const mismatch = next !== confirm;
      setErrors(mismatch ? { confirm: problem } : { next: problem });
      (mismatch ? confirmRef : nextRef).current?.focus();
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync({ old_password: current, new_password: next, new_password2: confirm });
    } catch (error) {
      const message = (error as Error).message;
      if (message === WRONG_PASSWORD) {
        setErrors({ current: message });
        currentRef.current?.focus();
      } else {
        toast.error(message);
      }
      return;
    }
    setCurrent('');
    setNext('');
    setConfirm('');
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
      <form noValidate onSubmit={submit} className={styles.narrowForm}>
        <PasswordField
          ref={currentRef}
          label={messages.currentPassword}
          name="old_password"
          autoComplete="current-password"
          value={current}
          error={errors.current}
          onValueChange={(value) => {
            setCurrent(value);
            setErrors((previous) => ({ ...previous, current: undefined }));
          }}
        />
        <PasswordField
          ref={nextRef}
          label={messages.newPassword}
          name="new_password"
          autoComplete="new-password"
          value={next}
          error={errors.next}
          onValueChange={(value) => {
            setNext(value);
            setErrors((previous) => ({ ...previous, next: undefined, confirm: undefined }));
          }}
        />
        {next ? <PasswordChecklist password={next} /> : null}
        <PasswordField
          ref={confirmRef}
          label={messages.confirmNewPassword}
          name="new_password2"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          onValueChange={(value) => {
            setConfirm(value);
            setErrors((previous) => ({ ...previous, confirm: undefined }));
          }}
        />
        <div>
          <Button
            type="submit"
            disabled={!filled}
            loading={change.isPending}
            leadingIcon={<KeyRound size={16} aria-hidden="true" />}
          >
            {change.isPending ? messages.changingPassword : messages.changePassword}
          </Button>
        </div>
      </form>
    </CardRoot>
  );
}

export interface DeleteAccountSectionProps {
  /** Where the user goes once the account is gone. @default '/' */
  afterDeletePath?: string;
}

/**
 * Delete account (spec 1 §4, §5): a confirmation that needs DELETAR typed exactly ('Digite
 * DELETAR para confirmar'), then POST /payments/delete-account/, logout and the home page.
 */
export function DeleteAccountSection({ afterDeletePath = '/' }: DeleteAccountSectionProps) {
  const messages = useAccountMessages();
  const titleId = useId();
  const remove = useDeleteAccount();
  const logout = useLogout();
  const { navigate } = useNavigation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = validateAccountDeletion(typed);

  const confirm = async () => {
    if (problem) {
      setTouched(true);
      throw new Error(problem);
    }
    try {
      await remove.mutateAsync({ confirmation: 'DELETAR' });
    } catch (error) {
      toast.error((error as Error).message);
      throw error;
    }
    logout();
    toast.success(messages.accountDeleted);
    navigate(afterDeletePath);
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
                setTyped('');
                setTouched(false);
              }
            }}
            tone="danger"
            title={messages.deleteAccountConfirmTitle}
            description={messages.deleteAccountConfirmDescription}
            confirmLabel={messages.deleteAccountConfirm}
            cancelLabel={messages.keepAccount}
            confirmDisabled={typed === ''}
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
            <TextField
              label={messages.deleteAccountConfirmLabel}
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={touched && problem ? problem : undefined}
              onValueChange={(value) => {
                setTyped(value);
                setTouched(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void confirm().then(
                    () => setOpen(false),
                    () => undefined,
                  );
                }
              }}
            />
          </ConfirmDialog>
        </div>
      </CardContent>
    </CardRoot>
  );
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
