import { formatPhone, phoneDigits } from '@citybook/contract/app';
import type { Mask } from './masked-edit.ts';

export const phoneMask: Mask = {
  keep: phoneDigits,
  format: formatPhone,
  isKept: (char) => /\d/.test(char),
};
