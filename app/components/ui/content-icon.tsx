import type { LucideIcon } from "lucide-react";
import Activity from "lucide-react/icons/activity";
import Award from "lucide-react/icons/award";
import Bot from "lucide-react/icons/bot";
import Brain from "lucide-react/icons/brain";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Code2 from "lucide-react/icons/code-xml";
import Cpu from "lucide-react/icons/cpu";
import Mail from "lucide-react/icons/mail";
import MessageSquare from "lucide-react/icons/message-square";
import Rocket from "lucide-react/icons/rocket";
import Server from "lucide-react/icons/server";
import ShieldCheck from "lucide-react/icons/shield-check";
import Smartphone from "lucide-react/icons/smartphone";
import Sparkles from "lucide-react/icons/sparkles";
import Wrench from "lucide-react/icons/wrench";

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
