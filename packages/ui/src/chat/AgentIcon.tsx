import {
  Bot,
  CalendarClock,
  Database,
  Filter,
  Lightbulb,
  type LucideIcon,
  Mail,
  PenLine,
  Search,
  Sparkles,
  Swords,
  Truck,
  UserPlus,
} from 'lucide-react';

/** The icon of each agent (the routing card, the agent lists). */
export const AGENT_ICONS: Readonly<Record<string, LucideIcon>> = {
  chatsppock: Bot,
  brainstorm: Lightbulb,
  content_generator: PenLine,
  email_writer: Mail,
  content_ideas: Sparkles,
  competition: Swords,
  lead_finder: Search,
  lead_builder: UserPlus,
  meeting: CalendarClock,
  funil_vendas: Filter,
  supplier_finder: Truck,
  data_builder: Database,
};

/** An agent's icon, decorative (the name is always written beside it). */
export function AgentIcon({ agent, size = 16 }: { agent: string; size?: number }) {
  const Icon = AGENT_ICONS[agent] ?? Bot;
  return <Icon size={size} aria-hidden />;
}
