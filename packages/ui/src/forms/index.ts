export { Form, type FormProps } from './Form';
export { FormAlert, type FormAlertProps } from './FormAlert';
export { FormCheckbox, type FormCheckboxProps } from './FormCheckbox';
export { FormError, type FormErrorProps } from './FormError';
export { FormPasswordField, type FormPasswordFieldProps } from './FormPasswordField';
export { FormPhoneField, type FormPhoneFieldProps } from './FormPhoneField';
export { FormTextarea, type FormTextareaProps } from './FormTextarea';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { type FormsMessages, formsMessages } from './messages';
export { PasswordChecklist, type PasswordChecklistProps } from './PasswordChecklist';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export type { FieldCheck } from './rules';
/** The checks the forms share: `formRules.checks(formRules.required('…'), …)`. */
export * as formRules from './rules';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { SERVER_ERROR, type ServerErrors, showServerErrors } from './serverErrors';
export { type FieldBinding, type FieldBindingProps, useFieldBinding } from './useFieldBinding';
export { useFormsMessages } from './useFormsMessages';
export { useSppockForm } from './useSppockForm';
