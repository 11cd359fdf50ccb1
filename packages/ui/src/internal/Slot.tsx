import { useMergeRefs } from '@floating-ui/react';
import { cloneElement, type HTMLAttributes, isValidElement, type ReactNode, type Ref } from 'react';
import { cx } from './cx';

type AnyProps = Record<string, unknown>;

function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const ours = slotProps[key];
    const theirs = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof ours === 'function' && typeof theirs === 'function') {
      // The child's own handler runs first; ours is skipped if it prevented the default.
      merged[key] = (event: { defaultPrevented?: boolean }, ...rest: unknown[]) => {
        (theirs as (...args: unknown[]) => void)(event, ...rest);
        if (!event?.defaultPrevented) {
          (ours as (...args: unknown[]) => void)(event, ...rest);
        }
      };
    } else if (key === 'className') {
      merged[key] = cx(ours as string, theirs as string);
    } else if (key === 'style') {
      merged[key] = { ...(ours as object), ...(theirs as object) };
    }
  }
  return merged;
}

export interface SlotProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Renders its only child with these props merged in (the `asChild` pattern). */
export function Slot({ children, ref, ...props }: SlotProps) {
  const child = isValidElement<AnyProps>(children) ? children : null;
  const childRef = (child?.props.ref ?? null) as Ref<HTMLElement> | null;
  const mergedRef = useMergeRefs([ref, childRef]);
  if (!child) {
    return null;
  }
  return cloneElement(child, { ...mergeProps(props as AnyProps, child.props), ref: mergedRef });
}
