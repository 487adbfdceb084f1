import { CATEGORY_ICON_NAMES, categoryIconPath } from '@citybook/contract/catalog';
import type { CategoryIconName } from '@citybook/contract/catalog';

/** What each icon of the member app's set shows, in words (its picker's labels). */
const ICON_LABELS: Record<CategoryIconName, string> = {
  auto: 'Auto',
  'coffee-treats': 'Coffee & treats',
  dining: 'Dining',
  entertainment: 'Entertainment',
  'family-fun': 'Family fun',
  'health-beauty': 'Health & beauty',
  'quick-bites': 'Quick bites',
  services: 'Services',
  shopping: 'Shopping',
  travel: 'Travel',
};

export interface CategoryIcon {
  /** The path stored on the category and served by the member app (`/icons/categories/…`). */
  readonly path: string;
  readonly label: string;
}

/**
 * OPERATOR-10: the icons a category can have: the member app's set (CATEGORY_ICONS), which the
 * same server serves, so the console shows the very files members see.
 */
export const CATEGORY_ICON_CHOICES: readonly CategoryIcon[] = CATEGORY_ICON_NAMES.map((name) => ({
  path: categoryIconPath(name),
  label: ICON_LABELS[name],
}));

/** An icon's words: its label in the set, or its file's name for one an import gave. */
export function iconLabel(path: string): string {
  return (
    CATEGORY_ICON_CHOICES.find((icon) => icon.path === path)?.label ??
    path.split('/').at(-1) ??
    path
  );
}
