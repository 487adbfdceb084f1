import { CATALOG_EDITORS } from '@citybook/contract/console-fields';

/** The markets' console screens: markets and their book editions (ADR 0031, ADR 0032). */
export { MarketsPage } from './markets/markets-page.tsx';
export { MarketEditorPage } from './markets/market-editor-page.tsx';
export { EditionsPage } from './editions/editions-page.tsx';
export { EditionEditorPage } from './editions/edition-editor-page.tsx';

/** OPERATOR-10, OPERATOR-13: who edits markets and editions; the other roles do not see them. */
export const MARKET_ROLES = CATALOG_EDITORS;
