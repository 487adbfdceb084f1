import { useContext } from 'react';
import { ConfirmContext } from './confirm-context.ts';
import type { Confirm, ConfirmOptions } from './confirm-context.ts';

// Without the provider (a bare test render) the browser's own prompt still asks the question.
const browserConfirm: Confirm = ({ message }: ConfirmOptions) =>
  Promise.resolve(window.confirm(message));

export function useConfirm(): Confirm {
  return useContext(ConfirmContext) ?? browserConfirm;
}
