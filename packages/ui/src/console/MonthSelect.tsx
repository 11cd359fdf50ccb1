import { monthOptions } from '@sppock/sdk';
import { useMemo } from 'react';
import { Select } from '../primitives/Select/Select';
import { useConsoleMessages } from './useConsoleMessages';

export interface MonthSelectProps {
  /** 'YYYY-MM'. */
  value: string;
  onValueChange: (month: string) => void;
  /** The clock the list ends at (the current month). @default now */
  now?: Date;
  className?: string;
}

/**
 * The console's month selector (spec 3 §2 "Month selector"): July 2025 to the current month,
 * newest first, so the default (the current month) is always in the list.
 */
export function MonthSelect({ value, onValueChange, now, className }: MonthSelectProps) {
  const messages = useConsoleMessages();
  const options = useMemo(() => {
    const list = monthOptions(now);
    // A month asked for outside the list (a link from another date) stays selectable.
    return list.some((option) => option.value === value) ? list : [{ value, label: value }, ...list];
  }, [now, value]);
  return (
    <Select
      label={messages.month}
      size="sm"
      options={options}
      value={value}
      onValueChange={onValueChange}
      {...(className ? { className } : {})}
    />
  );
}
