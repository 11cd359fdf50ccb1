import { Activity, CircleCheck, type LucideIcon, type LucideProps, MessageSquare, Send } from 'lucide-react';

/** The activity icons the API names (doc 1 §3 "Activity"): lucide names, any other → a generic icon. */
const ACTIVITY_ICONS: Readonly<Record<string, LucideIcon>> = {
  'message-square': MessageSquare,
  send: Send,
  'check-circle': CircleCheck,
};

/** The lucide icon for an activity's `icon` field; unknown names get a generic activity icon. */
export function activityIcon(name: string | null | undefined): LucideIcon {
  return (name ? ACTIVITY_ICONS[name] : undefined) ?? Activity;
}

export interface ActivityIconProps extends Omit<LucideProps, 'ref' | 'name'> {
  /** The activity's `icon` value: 'message-square', 'send', 'check-circle' or anything else. */
  name: string | null | undefined;
  /** Accessible name; without it the icon is decorative (hidden from screen readers). */
  label?: string;
}

/** Draws a recent activity's icon from its lucide name. */
export function ActivityIcon({ name, label, size = 18, ...props }: ActivityIconProps) {
  const Icon = activityIcon(name);
  return label ? (
    <Icon size={size} role="img" aria-label={label} {...props} />
  ) : (
    <Icon size={size} aria-hidden="true" {...props} />
  );
}
