import {
  ACTIVATION_CODE_LENGTHS,
  formatActivationCode,
  normalizeActivationCode,
} from '@citybook/contract/activation';
import type { Mask } from '../../lib/masked-edit.ts';

const MAX_CODE_LENGTH = Math.max(...ACTIVATION_CODE_LENGTHS);

/** ACTIVATION-4: the activation code field, formatted by the contract's one activation-code rule. */
export const activationCodeMask: Mask = {
  keep: (text) => normalizeActivationCode(text).slice(0, MAX_CODE_LENGTH),
  format: formatActivationCode,
  isKept: (char) => /[A-Za-z0-9]/.test(char),
};
