/** Shared button looks for <button>, <a> and <Link>, so every call to action matches. */
const base =
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:border-brand-500 hover:text-brand-700",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  light: "bg-white text-brand-700 shadow-sm hover:bg-brand-50",
  outlineLight: "border border-white/70 text-white hover:bg-white/10",
} as const;

const sizes = {
  sm: "px-3 py-2 text-sm",
  md: "px-5 py-2.5 text-sm",
  lg: "px-6 py-3 text-base",
} as const;

type ButtonVariant = keyof typeof variants;
type ButtonSize = keyof typeof sizes;

export function buttonClasses({
  variant = "primary",
  size = "md",
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}
