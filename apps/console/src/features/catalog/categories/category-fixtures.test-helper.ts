import { categoryIconPath } from '@citybook/contract/catalog';
import type { CategoryEditor, CategoryGridRow } from '@citybook/contract/catalog';

let next = 700;

/** A row of the category grid, unique per call. */
export function aCategoryRow(overrides: Partial<CategoryGridRow> = {}): CategoryGridRow {
  next += 1;
  return {
    id: next,
    slug: `category-${String(next)}`,
    title: `Category ${String(next)}`,
    icon: categoryIconPath('dining'),
    sortOrder: next,
    liveMerchants: 4,
    retired: false,
    ...overrides,
  };
}

/** A stored category as its editor reads it, unique per call. */
export function aCategoryEditor(overrides: Partial<CategoryEditor> = {}): CategoryEditor {
  next += 1;
  return {
    id: next,
    revision: 1,
    retiredAt: null,
    slug: `category-${String(next)}`,
    title: `Category ${String(next)}`,
    icon: categoryIconPath('dining'),
    sortOrder: 10,
    ...overrides,
  };
}
