/** ACTIVATION-19 StartIAP: a store that does not answer must not hold the member on the page. */
export const StoreWaitText = {
  /** After this long without the store's answer, the member may stop waiting. */
  slowAfterMs: 4000,
  progress: 'Waiting for the store',
  slow: 'The store has not answered yet. You can stop waiting and choose again.',
  stopWaiting: 'Stop waiting',
} as const;
