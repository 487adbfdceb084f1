/** The catalogue's console screens (ADR 0031: the area of the data they change). */
export { CATALOG_ROLES, MerchantsPage } from './merchants-page.tsx';
