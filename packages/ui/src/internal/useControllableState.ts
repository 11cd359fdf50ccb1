import { useCallback, useRef, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` means the component owns the state. */
  prop?: T | undefined;
  /** The initial value when uncontrolled. */
  defaultProp: T;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * One hook for the `value/defaultValue/onValueChange` (and `open/defaultOpen/onOpenChange`)
 * pattern: controlled when `prop` is defined, otherwise internal state.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T | ((previous: T) => T)) => void] {
  const [uncontrolled, setUncontrolled] = useState<T>(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? prop : uncontrolled;

  // Refs keep the setter stable while reading the latest value and callback.
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const controlledRef = useRef(isControlled);
  controlledRef.current = isControlled;

  const setValue = useCallback((next: T | ((previous: T) => T)) => {
    const resolved =
      typeof next === 'function' ? (next as (previous: T) => T)(valueRef.current) : (next as T);
    if (Object.is(resolved, valueRef.current)) {
      return;
    }
    if (!controlledRef.current) {
      valueRef.current = resolved;
      setUncontrolled(resolved);
    }
    onChangeRef.current?.(resolved);
  }, []);

  return [value, setValue];
}
