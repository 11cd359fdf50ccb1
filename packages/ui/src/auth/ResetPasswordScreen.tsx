import {
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  RESET_LINK_MISSING_MESSAGE,
  type SppockError,
  validatePasswordReset,
} from '@sppock/sdk';
import { useConfirmPasswordReset } from '@sppock/sdk/react';
import { CircleCheck, Link2Off } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '../forms/Form';
import { FormAlert } from '../forms/FormAlert';
import { FormError } from '../forms/FormError';
import { FormPasswordField } from '../forms/FormPasswordField';
import { group } from '../forms/formLayout.css';
import { PasswordChecklist } from '../forms/PasswordChecklist';
import { checks, newPassword, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { cx } from '../internal/cx';
import { AppLink, useNavigation } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthScreens.css';
import * as formStyles from './authForm.css';
import { useAuthMessages } from './useAuthMessages';

export interface ResetPasswordScreenProps {
  /** The token of the e-mailed link (/reset-password/{token}); absent on /reset-password. */
  token?: string;
}

interface ResetValues {
  password: string;
  password_confirm: string;
}

/** The refusal that a new link fixes (an invalid or expired link). */
const LINK_REFUSED = 'link';

/**
 * The reset's 400 carries one `error` text for the link and for the password policy alike
 * (too short, a common password). The password ones name the password and not the link, and
 * belong under the password field, where the person fixes them.
 */
function isPasswordRefusal(error: SppockError): boolean {
  return error.status === 400 && /senha/i.test(error.message) && !/link|token/i.test(error.message);
}

/**
 * /reset-password and /reset-password/{token} (spec 1 §2, §5, §8). Without a token: the spec's
 * error and a button to /forgot-password. With one: the new password and its confirmation, with
 * the live checklist; on success, the confirmation and a button to /login.
 */
export function ResetPasswordScreen({ token }: ResetPasswordScreenProps) {
  const messages = useAuthMessages();
  const { navigate } = useNavigation();
  const confirm = useConfirmPasswordReset();
  const form = useSppockForm<ResetValues>({ defaultValues: { password: '', password_confirm: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const doneRef = useRef<HTMLDivElement>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (done) {
      doneRef.current?.focus();
    }
  }, [done]);

  if (!token) {
    return (
      <AuthLayout title={messages.resetInvalidTitle}>
        <div className={styles.result}>
          <span className={cx(styles.resultIcon, styles.resultIconDanger)} aria-hidden="true">
            <Link2Off size={28} />
          </span>
          <FormAlert>{RESET_LINK_MISSING_MESSAGE}</FormAlert>
          <Button size="lg" fullWidth onClick={() => navigate(FORGOT_PASSWORD_PATH)}>
            {messages.requestNewLink}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title={messages.resetDoneTitle}>
        <div ref={doneRef} tabIndex={-1} className={styles.result}>
          <span className={cx(styles.resultIcon, styles.resultIconSuccess)} aria-hidden="true">
            <CircleCheck size={28} />
          </span>
          <FormAlert tone="success">{done}</FormAlert>
          <Button size="lg" fullWidth onClick={() => navigate(LOGIN_PATH)}>
            {messages.goToLogin}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const reset = (values: ResetValues) =>
    confirm.mutateAsync({ token, ...values }).then(setDone, (error: SppockError) => {
      if (isPasswordRefusal(error)) {
        showServerErrors(form, { fields: { password: error.message } });
        return;
      }
      // Any other 400 is about the link: a new one is the way out.
      showServerErrors(form, {
        message: error.message,
        kind: error.status === 400 ? LINK_REFUSED : 'server',
      });
    });

  return (
    <AuthLayout title={messages.resetTitle} description={messages.resetDescription}>
      <Form form={form} onSubmit={reset}>
        <FormError
          renderAction={(kind) =>
            kind === LINK_REFUSED ? (
              <AppLink href={FORGOT_PASSWORD_PATH} className={formStyles.textLink}>
                {messages.requestNewLink}
              </AppLink>
            ) : null
          }
        />
        <div className={group}>
          <FormPasswordField
            control={form.control}
            name="password"
            rules={{ validate: checks(required(messages.newPasswordRequired), newPassword()) }}
            label={messages.newPasswordLabel}
            autoComplete="new-password"
            required
            size="lg"
          />
          <PasswordChecklist password={password} />
        </div>
        <FormPasswordField
          control={form.control}
          name="password_confirm"
          rules={{
            validate: (confirmation, values) =>
              validatePasswordReset({ token, password: values.password, passwordConfirm: confirmation }) ??
              true,
          }}
          label={messages.confirmNewPasswordLabel}
          autoComplete="new-password"
          required
          size="lg"
        />
        <SubmitButton size="lg" fullWidth pendingLabel={messages.resetSubmitting}>
          {messages.resetSubmit}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
