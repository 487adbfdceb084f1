/**
 * The end stored for an edition whose offers never expire (migration 0025): the API shows it as
 * no end at all (ADR 0032). The catalogue reads editions too, so it lives with their owner.
 */
export const OPEN_END = '9999-12-31T23:59:59.999Z';
