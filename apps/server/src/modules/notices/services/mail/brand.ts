import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The mails' colours are the apps' design tokens (packages/ui/src/tokens.css, the one source of
 * the brand the member app and the console are themed with), read once when the templates load:
 * a new brand colour changes the apps and the mails alike.
 */
const tokensCss = readFileSync(
  createRequire(import.meta.url).resolve('@citybook/ui/tokens.css'),
  'utf8',
);

/** A colour token's value (`--name: #hex;`), or an error naming the token the file lacks. */
export function colorToken(name: string, css: string = tokensCss): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`packages/ui/src/tokens.css has no colour --${name}`);
  return match[1];
}

export const mailColors = {
  brand: colorToken('color-primary'),
  brandStrong: colorToken('color-primary-strong'),
  brandSoft: colorToken('color-primary-soft'),
  onBrand: colorToken('color-on-primary'),
  ink: colorToken('color-text'),
  muted: colorToken('color-text-muted'),
  line: colorToken('color-border'),
  background: colorToken('color-background'),
  surface: colorToken('color-surface'),
} as const;
