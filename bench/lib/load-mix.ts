export type Kind =
  'getCategory' | 'getAll' | 'merchant' | 'login' | 'loginUnknown' | 'redeem' | 'redeemRepeat';

/** Share of each kind in the mix (percent) and the status it must get. */
export const MIX: Record<Kind, { weight: number; expect: number }> = {
  getCategory: { weight: 25, expect: 200 },
  getAll: { weight: 10, expect: 200 },
  merchant: { weight: 25, expect: 200 },
  login: { weight: 9, expect: 200 },
  loginUnknown: { weight: 1, expect: 401 },
  redeem: { weight: 27, expect: 200 },
  redeemRepeat: { weight: 3, expect: 409 },
};

export const KINDS = Object.keys(MIX) as Kind[];
const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + MIX[kind].weight, 0);

/** A kind drawn at random with the mix's weights. */
export function chooseKind(): Kind {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    roll -= MIX[kind].weight;
    if (roll < 0) return kind;
  }
  return 'getCategory';
}
