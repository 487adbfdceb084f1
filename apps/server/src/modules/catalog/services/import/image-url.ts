import { imageUrlProblem } from '@citybook/contract';
import { z } from 'zod';

/** The rule lives in the contract: the console's offer form checks image coupons with it too. */
export { IMAGE_URL_RULE, imageUrlProblem } from '@citybook/contract';

/** An imported image address (category icon, merchant logo, ad image, image coupon). */
export const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .superRefine((value, context) => {
    const problem = imageUrlProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
