import {
  ACTIVATION_CODE_LENGTHS,
  formatActivationCode,
  normalizeActivationCode,
} from '@citybook/contract/activation';
import { formatPhone, phoneDigits } from '@citybook/contract/app';
import type { Mask } from './masked-edit.ts';

const MAX_CODE_LENGTH = Math.max(...ACTIVATION_CODE_LENGTHS);

export const phoneMask: Mask = {
  keep: phoneDigits,
  format: formatPhone,
  isKept: (char) => /\d/.test(char),
};

export const activationCodeMask: Mask = {
  keep: (text) => normalizeActivationCode(text).slice(0, MAX_CODE_LENGTH),
  format: formatActivationCode,
  isKept: (char) => /[A-Za-z0-9]/.test(char),
};
