/** Stripe's `card.brand` codes, named as members know them (and as the sandbox names them). */
const BRAND_NAMES = new Map([
  ['amex', 'American Express'],
  ['cartes_bancaires', 'Cartes Bancaires'],
  ['diners', 'Diners Club'],
  ['discover', 'Discover'],
  ['eftpos_au', 'eftpos Australia'],
  ['jcb', 'JCB'],
  ['mastercard', 'Mastercard'],
  ['unionpay', 'UnionPay'],
  ['visa', 'Visa'],
]);

export function stripeBrandName(brand: string): string {
  return BRAND_NAMES.get(brand) ?? 'Card';
}
