import { useInviteMember } from '@sppock/sdk/react';
import { Mail } from 'lucide-react';
import { Form } from '../forms/Form';
import { FormTextField } from '../forms/FormTextField';
import { SubmitButton } from '../forms/SubmitButton';
import { useSppockForm } from '../forms/useSppockForm';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './account.css';
import { teamMessages as M } from './teamMessages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The owner's invite form: an e-mail; the 11th seat is refused with the server's text. */
export function TeamInviteForm() {
  const invite = useInviteMember();
  const form = useSppockForm<{ email: string }>({ defaultValues: { email: '' } });
  const submit = async ({ email }: { email: string }) => {
    try {
      const result = await invite.mutateAsync({ email: email.trim() });
      toast.success(result.message);
      form.reset({ email: '' });
    } catch (error) {
      form.setError('email', { message: (error as Error).message });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className={styles.narrowForm}>
      <FormTextField
        control={form.control}
        name="email"
        label={M.inviteEmail}
        placeholder={M.inviteEmailPlaceholder}
        description={M.inviteHint}
        type="email"
        autoComplete="off"
        rules={{ validate: (value: string) => EMAIL.test(value.trim()) || M.inviteEmailInvalid }}
      />
      <div className={styles.formFooter}>
        <SubmitButton variant="primary" leadingIcon={<Mail size={16} aria-hidden="true" />}>
          {M.invite}
        </SubmitButton>
      </div>
    </Form>
  );
}
