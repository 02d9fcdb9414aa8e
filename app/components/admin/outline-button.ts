/**
 * The admin's plain outline button (Cancel, Search, Filter, Export): quieter than the site's
 * calls to action, so it has its own shape and weight. It lives here, not in buttonClasses,
 * because that module loads with the root on every public page, which has no use for it.
 */
const padding = { sm: "px-3 py-1.5", md: "px-4 py-2" } as const;

export function outlineButtonClasses({
  size = "md",
  className = "",
}: { size?: keyof typeof padding; className?: string } = {}) {
  return `rounded-lg border border-slate-300 bg-white ${padding[size]} text-sm font-medium text-slate-700 hover:bg-slate-50 ${className}`.trim();
}
