/** Demo categories; each icon is an SVG shipped with the web app under /icons/categories/. */
const categories = [
  ['dining', 'Dining'],
  ['quick-bites', 'Quick Bites'],
  ['coffee-treats', 'Coffee & Treats'],
  ['entertainment', 'Entertainment'],
  ['family-fun', 'Family Fun'],
  ['shopping', 'Shopping'],
  ['health-beauty', 'Health & Beauty'],
  ['services', 'Services'],
  ['auto', 'Auto'],
  ['travel', 'Travel & Hotels'],
] as const;

export const demoCategories = categories.map(([slug, title], index) => ({
  slug,
  title,
  icon: `/icons/categories/${slug}.svg`,
  sort_order: index + 1,
}));
