import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../primitives/Checkbox/Checkbox';
import * as fieldStyles from '../primitives/Field/Field.css';
import * as layout from './formLayout.css';
import { type FieldBindingProps, useFieldBinding } from './useFieldBinding';

export type FormCheckboxProps<Values extends FieldValues, Name extends FieldPath<Values>> = FieldBindingProps<
  Values,
  Name
> &
  Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'onCheckedChange' | 'onBlur' | 'ref'>;

/**
 * A `Checkbox` bound to a boolean of its form, with the field's error under it (the checkbox
 * primitive has no error slot), linked by `aria-describedby` and marked `aria-invalid`.
 */
export function FormCheckbox<Values extends FieldValues, Name extends FieldPath<Values>>({
  name,
  rules,
  control,
  className,
  ...props
}: FormCheckboxProps<Values, Name>) {
  const field = useFieldBinding<Values, Name>({ name, rules, control });
  const errorId = `${useId()}-error`;
  return (
    <div className={layout.group}>
      <Checkbox
        {...props}
        className={className}
        ref={field.ref}
        name={field.name}
        checked={Boolean(field.value)}
        onCheckedChange={(checked) => field.onValueChange(checked as typeof field.value)}
        onBlur={field.onBlur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? errorId : undefined}
      />
      {field.error ? (
        <p id={errorId} className={fieldStyles.error}>
          <CircleAlert size={14} aria-hidden="true" />
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
