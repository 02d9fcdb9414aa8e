/** A post's category, on the blog's cards and on the post itself. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
      {category}
    </span>
  );
}
