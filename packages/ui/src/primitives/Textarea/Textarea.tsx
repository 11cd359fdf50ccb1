import { useMergeRefs } from '@floating-ui/react';
import {
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';
import { cx } from '../../internal/cx';
import { Field } from '../Field/Field';
import { textarea } from './Textarea.css';

/** The chat input grows from 18 px to 72 px (doc 2 §9). */
export const CHAT_INPUT_MIN_HEIGHT = 18;
export const CHAT_INPUT_MAX_HEIGHT = 72;

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  /** The visible label (or pass `aria-label`). */
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** `bare` draws no frame (the chat input bar draws its own). @default 'field' */
  variant?: 'field' | 'bare';
  /** Grow with the text between `minHeight` and `maxHeight`, then scroll. @default true */
  autoGrow?: boolean;
  /** Smallest text-area height in px, padding excluded. @default 18 */
  minHeight?: number;
  /** Largest text-area height in px before it scrolls, padding excluded. @default 72 */
  maxHeight?: number;
  /** Called with the new text on every change (alongside `onChange`). */
  onValueChange?: (value: string) => void;
  className?: string;
  textareaClassName?: string;
}

function px(value: string): number {
  return Number.parseFloat(value) || 0;
}

/** A multi-line input that grows with its text (the chat's 18 → 72 px by default). */
export function Textarea({
  ref,
  label,
  description,
  error,
  variant,
  autoGrow = true,
  minHeight = CHAT_INPUT_MIN_HEIGHT,
  maxHeight = CHAT_INPUT_MAX_HEIGHT,
  onChange,
  onValueChange,
  className,
  textareaClassName,
  required,
  id,
  value,
  rows = 1,
  ...rest
}: TextareaProps) {
  const innerRef = useRef<HTMLTextAreaElement>(null);
  const mergedRef = useMergeRefs([innerRef, ref]);

  // The text area's vertical padding and borders, read once per look (they change with the
  // variant and the classes, not with the text).
  const frame = useRef<{ padding: number; border: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the look is the trigger, read through the DOM.
  useLayoutEffect(() => {
    frame.current = null;
  }, [variant, textareaClassName]);

  const resize = useCallback(() => {
    const element = innerRef.current;
    if (!element || !autoGrow) {
      return;
    }
    if (frame.current === null) {
      const computed = getComputedStyle(element);
      frame.current = {
        padding: px(computed.paddingTop) + px(computed.paddingBottom),
        border: px(computed.borderTopWidth) + px(computed.borderBottomWidth),
      };
    }
    const { padding, border } = frame.current;
    let content = minHeight;
    if (element.value !== '') {
      element.style.height = '0px';
      content = element.scrollHeight - padding;
    }
    // Emptied (a message sent): the smallest height, without measuring — reading the height
    // would lay out the whole page inside the key press (9 ms of it at 4× CPU slowdown beside a
    // long conversation; issue 28).
    const height = Math.min(Math.max(content, minHeight), maxHeight);
    element.style.height = `${height + padding + border}px`;
    const overflowing = content > maxHeight;
    element.style.overflowY = overflowing ? 'auto' : 'hidden';
    element.toggleAttribute('data-overflowing', overflowing);
  }, [autoGrow, minHeight, maxHeight]);

  // Controlled values change without an input event: measure after every render of a new value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `value` is the trigger, read through the DOM.
  useLayoutEffect(() => {
    resize();
  }, [resize, value]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
    resize();
  };

  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <textarea
          {...control}
          ref={mergedRef}
          rows={rows}
          value={value}
          onChange={handleChange}
          className={cx(textarea({ variant }), textareaClassName)}
          {...rest}
        />
      )}
    </Field>
  );
}
