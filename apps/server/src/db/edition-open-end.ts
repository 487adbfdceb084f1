/**
 * The `edition.valid_until` stored for a book whose offers never expire (migration 0025): the
 * API shows it as no end at all (ADR 0032). The market module writes editions and the catalogue
 * reads them, so the stored value is the database's.
 */
export const OPEN_END = '9999-12-31T23:59:59.999Z';
