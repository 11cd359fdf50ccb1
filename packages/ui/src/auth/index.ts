export { AuthLayout, type AuthLayoutProps } from './AuthLayout';
export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';
export { InvitationPage, type InvitationPageProps } from './InvitationPage';
export { LoginScreen, type LoginScreenProps } from './LoginScreen';
export { type AuthMessages, authMessages } from './messages';
export { RegisterScreen, type RegisterScreenProps } from './RegisterScreen';
export { ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen';
export { DEFAULT_SIGNED_IN_TARGET } from './useRedirectWhenSignedIn';
export {
  type PendingRegistration,
  RESEND_COOLDOWN_SECONDS,
  VerifyAccountForm,
  type VerifyAccountFormProps,
} from './VerifyAccountForm';
