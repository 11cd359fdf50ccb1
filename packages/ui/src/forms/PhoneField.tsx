import { useMergeRefs } from '@floating-ui/react';
import { formatPhone, phoneDigits } from '@sppock/sdk';
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { TextField, type TextFieldProps } from '../primitives/TextField/TextField';

export interface PhoneFieldProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onValueChange' | 'type' | 'inputMode'> {
  /** The phone's digits (DDD + number, at most 11), as the API takes them. */
  value: string;
  /** Called with the digits only — what the server receives. */
  onValueChange: (digits: string) => void;
}

const countDigits = (text: string) => text.replace(/\D/g, '').length;

/** Where the caret goes in `masked` so that `digitsBefore` digits precede it. */
function caretAfterDigits(masked: string, digitsBefore: number): number {
  if (digitsBefore === 0) {
    return masked.startsWith('(') ? 1 : 0;
  }
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked[index] ?? '')) {
      seen += 1;
      if (seen === digitsBefore) {
        return index + 1;
      }
    }
  }
  return masked.length;
}

/**
 * A Brazilian phone input: shows the mask while typing — (DD) NNNN-NNNN up to 10 digits,
 * (DD) NNNNN-NNNN for 11 (spec 1 §5) — and hands back the digits only. The caret stays after
 * the digit just typed, and deleting a mask character deletes the digit before it.
 */
export function PhoneField({
  ref,
  value,
  onValueChange,
  onChange,
  autoComplete = 'tel-national',
  ...props
}: PhoneFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergeRefs([inputRef, ref]);
  const pendingCaret = useRef<number | null>(null);
  const masked = formatPhone(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) {
      return;
    }
    const position = caretAfterDigits(masked, pendingCaret.current);
    pendingCaret.current = null;
    input.setSelectionRange(position, position);
  }, [masked]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    const text = event.target.value;
    const caret = event.target.selectionStart ?? text.length;
    let digits = phoneDigits(text);
    let digitsBefore = countDigits(text.slice(0, caret));
    // A mask character was deleted: the digits did not change, so delete the digit before it.
    if (digits === value && text.length < masked.length && digitsBefore > 0) {
      digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
      digitsBefore -= 1;
    }
    pendingCaret.current = Math.min(digitsBefore, digits.length);
    onValueChange(digits);
  };

  return (
    <TextField
      {...props}
      ref={mergedRef}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      value={masked}
      onChange={handleChange}
    />
  );
}
