import { useConnectWhatsapp } from '@sppock/sdk/react';
import { Form } from '../forms/Form';
import { FormError } from '../forms/FormError';
import { FormPasswordField } from '../forms/FormPasswordField';
import { FormTextField } from '../forms/FormTextField';
import { checks, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './account.css';
import { type ResponderValues, responderRequest, WhatsappResponderFields } from './WhatsappResponderFields';
import { whatsappTexts as texts } from './whatsappMessages';

interface ConnectValues extends ResponderValues {
  phoneNumberId: string;
  displayPhone: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

const EMPTY: ConnectValues = {
  phoneNumberId: '',
  displayPhone: '',
  accessToken: '',
  appSecret: '',
  verifyToken: '',
  responder: 'commander',
  customAgentId: '',
  templateName: '',
};

const minLength = (min: number, message: string) => (value: string) =>
  value.trim().length >= min ? null : message;

/** Connects the account's WhatsApp Business number: Meta's ids and secrets, and who answers. */
export function WhatsappConnectForm() {
  const connect = useConnectWhatsapp();
  const form = useSppockForm<ConnectValues>({ defaultValues: EMPTY });
  const submit = async (values: ConnectValues) => {
    try {
      const done = await connect.mutateAsync({
        phone_number_id: values.phoneNumberId.trim(),
        ...(values.displayPhone.trim() ? { display_phone: values.displayPhone.trim() } : {}),
        access_token: values.accessToken.trim(),
        app_secret: values.appSecret.trim(),
        verify_token: values.verifyToken.trim(),
        ...responderRequest(values),
      });
      toast.success(done.message ?? texts.connect);
      form.reset(EMPTY);
    } catch (error) {
      showServerErrors(form, { message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Form form={form} onSubmit={submit}>
      <FormError />
      <FormTextField
        control={form.control}
        name="phoneNumberId"
        label={texts.phoneNumberId}
        description={texts.phoneNumberIdHint}
        inputMode="numeric"
        maxLength={30}
        required
        rules={{
          validate: checks(required(texts.phoneNumberIdRequired), (value: string) =>
            /^\d{5,30}$/.test(value.trim()) ? null : texts.phoneNumberIdDigits,
          ),
        }}
      />
      <FormTextField
        control={form.control}
        name="displayPhone"
        label={texts.displayPhone}
        placeholder={texts.displayPhonePlaceholder}
        maxLength={40}
      />
      <FormPasswordField
        control={form.control}
        name="accessToken"
        label={texts.accessToken}
        description={texts.accessTokenHint}
        autoComplete="off"
        maxLength={1024}
        required
        rules={{
          validate: checks(required(texts.accessTokenRequired), minLength(20, texts.accessTokenRequired)),
        }}
      />
      <FormPasswordField
        control={form.control}
        name="appSecret"
        label={texts.appSecret}
        description={texts.appSecretHint}
        autoComplete="off"
        maxLength={256}
        required
        rules={{
          validate: checks(required(texts.appSecretRequired), minLength(16, texts.appSecretRequired)),
        }}
      />
      <FormPasswordField
        control={form.control}
        name="verifyToken"
        label={texts.verifyToken}
        description={texts.verifyTokenHint}
        autoComplete="off"
        maxLength={256}
        required
        rules={{ validate: checks(required(texts.verifyTokenRequired), minLength(8, texts.verifyTokenHint)) }}
      />
      <WhatsappResponderFields />
      <p className={styles.note}>{texts.secretsNote}</p>
      <div className={styles.formFooter}>
        <SubmitButton pendingLabel={texts.connecting}>{texts.connect}</SubmitButton>
      </div>
    </Form>
  );
}
