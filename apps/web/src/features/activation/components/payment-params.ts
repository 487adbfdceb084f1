import type { Params } from 'react-router';

export interface PaymentParams {
  /** NaN when the address holds no number: no subscription has that code. */
  subscriptionTypeCode: number;
  isUpdate: boolean;
}

/** ACTIVATION-11: the code is read as a number; isUpdate is true only for the text 'true'. */
export function readPaymentParams(params: Params): PaymentParams {
  return {
    subscriptionTypeCode: Number(params.subscriptionTypeCode ?? Number.NaN),
    isUpdate: params.isUpdate === 'true',
  };
}
