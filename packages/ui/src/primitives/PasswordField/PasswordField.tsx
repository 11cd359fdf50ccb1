import { Eye, EyeOff } from 'lucide-react';
import { useId } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { usePrimitivesMessages } from '../usePrimitivesMessages';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Whether the password is shown (controlled). */
  visible?: boolean;
  /** Whether the password starts shown. @default false */
  defaultVisible?: boolean;
  /** Called when the show/hide button is pressed. */
  onVisibleChange?: (visible: boolean) => void;
}

/** A password input with a show/hide button ('Mostrar senha' / 'Ocultar senha'). */
export function PasswordField({
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  id,
  size,
  disabled,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const messages = usePrimitivesMessages();
  const generated = useId();
  const inputId = id ?? `${generated}-password`;
  const [visible, setVisible] = useControllableState({
    prop: visibleProp,
    defaultProp: defaultVisible,
    onChange: onVisibleChange,
  });
  return (
    <TextField
      {...rest}
      id={inputId}
      size={size}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      data-state={visible ? 'visible' : 'hidden'}
      trailing={
        <IconButton
          size="sm"
          variant="ghost"
          disabled={disabled}
          label={visible ? messages.hidePassword : messages.showPassword}
          aria-controls={inputId}
          icon={visible ? <EyeOff size={16} /> : <Eye size={16} />}
          onClick={() => setVisible((current) => !current)}
          data-state={visible ? 'visible' : 'hidden'}
        />
      }
    />
  );
}
