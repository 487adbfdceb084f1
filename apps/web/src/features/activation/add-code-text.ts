/** Issue #15 item 19: a code added while the current activation runs longer does not replace it. */
export const AddCodeText = {
  keptLonger: (validTo: string) =>
    `Your code is added. Your current activation runs longer, through ${validTo}, so it stays in use; you can switch vouchers under Account.`,
} as const;
