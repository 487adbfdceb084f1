import { SLUG_MAX } from '@citybook/contract/console-fields';

/** A slug suggested from a name: lower-case words joined by dashes, as imports key them. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** What a slug field says under its label. */
export const SLUG_HINT = 'The key imports match it by: lower-case letters, digits and dashes.';
