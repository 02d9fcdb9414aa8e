import Activity from "~/components/icons/activity";
import Award from "~/components/icons/award";
import Bot from "~/components/icons/bot";
import Brain from "~/components/icons/brain";
import CalendarClock from "~/components/icons/calendar-clock";
import Code2 from "~/components/icons/code-xml";
import Cpu from "~/components/icons/cpu";
import Mail from "~/components/icons/mail";
import MessageSquare from "~/components/icons/message-square";
import Rocket from "~/components/icons/rocket";
import Server from "~/components/icons/server";
import Smartphone from "~/components/icons/smartphone";
import Sparkles from "~/components/icons/sparkles";
import Wrench from "~/components/icons/wrench";
import { type IconComponent, ShieldCheck } from "~/components/root-shared.bundle-boundary";

/**
 * The icons app/content refers to by name. Listing them keeps the bundle to the icons in use
 * (importing the whole set by name would ship every icon).
 */
const icons: Record<string, IconComponent> = {
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
