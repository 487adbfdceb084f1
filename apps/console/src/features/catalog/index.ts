/** The catalogue's console screens (ADR 0031: the area of the data they change). */
export { CATALOG_ROLES, MerchantsPage } from './merchants/merchants-page.tsx';
export { MerchantEditorPage } from './merchants/merchant-editor-page.tsx';
export { CategoriesPage } from './categories/categories-page.tsx';
export { CategoryEditorPage } from './categories/category-editor-page.tsx';
export { FranchisorsPage } from './franchisors/franchisors-page.tsx';
export { FranchisorEditorPage } from './franchisors/franchisor-editor-page.tsx';
