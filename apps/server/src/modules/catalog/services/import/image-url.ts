import { IMAGE_URL_RULE, imageUrlProblem } from '@citybook/contract';
import { z } from 'zod';

export { IMAGE_URL_RULE, imageUrlProblem };

/** An imported image address (category icon, merchant logo, ad image, image coupon). */
export const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .superRefine((value, context) => {
    const problem = imageUrlProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
