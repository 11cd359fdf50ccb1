import { formatDate, LOGIN_PATH, PROFILE_PATH } from '@sppock/sdk';
import {
  useAcceptInvitation,
  useInvitationPreview,
  useRegisterFromInvitation,
  useSession,
} from '@sppock/sdk/react';
import { useWatch } from 'react-hook-form';
import * as styles from '../account/account.css';
import { invitationMessages as M } from '../account/teamMessages';
import { Form } from '../forms/Form';
import { FormCheckbox } from '../forms/FormCheckbox';
import { FormError } from '../forms/FormError';
import { FormPasswordField } from '../forms/FormPasswordField';
import { FormTextField } from '../forms/FormTextField';
import { group, pair } from '../forms/formLayout.css';
import { PasswordChecklist } from '../forms/PasswordChecklist';
import { checks, newPassword, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { useSppockForm } from '../forms/useSppockForm';
import { AppLink, useNavigation } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { button } from '../primitives/Button/Button.css';
import { Spinner } from '../primitives/Spinner/Spinner';
import { TextField } from '../primitives/TextField/TextField';
import { toast } from '../primitives/Toaster/toastStore';
import { AuthLayout } from './AuthLayout';
import { useAuthMessages } from './useAuthMessages';

export interface InvitationPageProps {
  /** The token of the link (`/convite/:token`). */
  token: string;
  /** Where to go once in the team. @default `${PROFILE_PATH}?tab=equipe` */
  joinedPath?: string;
}

interface RegisterValues {
  first_name: string;
  last_name: string;
  password: string;
  confirm_password: string;
  terms_accepted: boolean;
}

function RegisterFromInvitation({
  token,
  email,
  onJoined,
}: {
  token: string;
  email: string;
  onJoined: () => void;
}) {
  const auth = useAuthMessages();
  const register = useRegisterFromInvitation();
  const form = useSppockForm<RegisterValues>({
    defaultValues: {
      first_name: '',
      last_name: '',
      password: '',
      confirm_password: '',
      terms_accepted: false,
    },
  });
  const [password, confirm, terms] = useWatch({
    control: form.control,
    name: ['password', 'confirm_password', 'terms_accepted'],
  });
  const differ = confirm !== '' && password !== confirm;
  const submit = async (values: RegisterValues) => {
    try {
      await register.mutateAsync({ token, ...values });
      onJoined();
    } catch (error) {
      form.setError('root.server', { message: (error as Error).message });
    }
  };
  return (
    <Form form={form} onSubmit={submit}>
      <p className={styles.noteInfo}>{M.registerText}</p>
      <FormError />
      <TextField label={M.email} value={email} readOnly type="email" autoComplete="email" />
      <div className={pair}>
        <FormTextField
          control={form.control}
          name="first_name"
          rules={{ validate: checks(required(auth.firstNameRequired)) }}
          label={auth.firstNameLabel}
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={form.control}
          name="last_name"
          rules={{ validate: checks(required(auth.lastNameRequired)) }}
          label={auth.lastNameLabel}
          autoComplete="family-name"
          required
        />
      </div>
      <div className={group}>
        <FormPasswordField
          control={form.control}
          name="password"
          rules={{ validate: checks(required(auth.passwordRequired), newPassword()) }}
          label={auth.passwordLabel}
          autoComplete="new-password"
          required
        />
        <PasswordChecklist password={password ?? ''} />
      </div>
      <FormPasswordField
        control={form.control}
        name="confirm_password"
        rules={{ validate: checks(required(auth.confirmPasswordRequired)) }}
        label={auth.confirmPasswordLabel}
        autoComplete="new-password"
        required
        error={differ ? M.passwordsDiffer : undefined}
      />
      <FormCheckbox control={form.control} name="terms_accepted" label={auth.termsLabel} />
      <SubmitButton fullWidth pendingLabel={M.registering} disabled={!terms || differ}>
        {M.register}
      </SubmitButton>
    </Form>
  );
}

/**
 * The invitation link's screen (issue 21): who invited which e-mail; a signed-in person with that
 * e-mail joins with one click, a person without an account creates it here (the link proves the
 * e-mail), and one with an account is sent to sign in first and brought back.
 */
export function InvitationPage({ token, joinedPath = `${PROFILE_PATH}?tab=equipe` }: InvitationPageProps) {
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const session = useSession();
  const { navigate } = useNavigation();
  const here = `/convite/${token}`;

  if (preview.isPending) {
    return (
      <AuthLayout title={M.title}>
        <div className={styles.loading}>
          <Spinner size="lg" />
        </div>
      </AuthLayout>
    );
  }
  if (preview.isError) {
    return (
      <AuthLayout title={M.unavailableTitle}>
        <p className={styles.noteWarning}>{preview.error.message}</p>
        <AppLink href="/" className={button({ variant: 'secondary' })}>
          {M.goHome}
        </AppLink>
      </AuthLayout>
    );
  }
  const invitation = preview.data;
  const joined = () => navigate(joinedPath);
  const description = M.description(invitation.owner_name, invitation.email);
  const expires = M.expiresOn(formatDate(Date.parse(invitation.expires_at)));

  if (session.status === 'authenticated') {
    const current = session.user?.email ?? '';
    const mismatch = current !== '' && current.toLowerCase() !== invitation.email;
    return (
      <AuthLayout title={M.title} description={description}>
        <p className={styles.statLabel}>{expires}</p>
        {mismatch ? <p className={styles.noteWarning}>{M.wrongAccount(current, invitation.email)}</p> : null}
        <Button
          fullWidth
          loading={accept.isPending}
          onClick={async () => {
            try {
              toast.success((await accept.mutateAsync(token)).message);
              joined();
            } catch (error) {
              toast.error((error as Error).message);
            }
          }}
        >
          {M.accept}
        </Button>
      </AuthLayout>
    );
  }
  if (invitation.account_exists) {
    return (
      <AuthLayout title={M.signInTitle} description={description}>
        <p className={styles.noteInfo}>{M.signInText(invitation.email)}</p>
        <AppLink
          href={`${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`}
          className={button({ variant: 'primary', fullWidth: true })}
        >
          {M.signIn}
        </AppLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={M.title} description={description} wide>
      <p className={styles.statLabel}>{expires}</p>
      <RegisterFromInvitation token={token} email={invitation.email} onJoined={joined} />
    </AuthLayout>
  );
}
