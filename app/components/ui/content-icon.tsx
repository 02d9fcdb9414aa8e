import {
  Activity,
  Award,
  Bot,
  Brain,
  CalendarClock,
  Code2,
  Cpu,
  Mail,
  MessageSquare,
  Rocket,
  Server,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Wrench,
  type LucideIcon,
} from "lucide-react";

/**
 * The icons app/content refers to by name. Listing them keeps the bundle to the icons in use
 * (importing the whole set by name would ship every icon).
 */
const icons: Record<string, LucideIcon> = {
  Activity,
  Award,
  Bot,
  Brain,
  CalendarClock,
  Code2,
  Cpu,
  Mail,
  MessageSquare,
  Rocket,
  Server,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Wrench,
};

export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Sparkles;
  return <Icon className={className} aria-hidden />;
}
