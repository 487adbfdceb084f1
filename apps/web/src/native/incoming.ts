import * as z from 'zod/mini';

/**
 * Messages from the native wrapper. The shell delivers them like a React Native WebView does:
 * `window.postMessage(JSON.stringify(message))`, or as an object.
 */
const nativeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Location'), latitude: z.number(), longitude: z.number() }),
  z.object({ type: z.literal('LocationUnavailable') }),
  // ACTIVATION-19: the store's answer to StartIAP, and a purchase restored by the store.
  z.object({
    type: z.literal('PurchaseResult'),
    success: z.boolean(),
    message: z.optional(z.string()),
  }),
  z.object({
    type: z.literal('RestoreResult'),
    success: z.boolean(),
    activationCode: z.optional(z.string()),
    message: z.optional(z.string()),
  }),
]);
export type NativeEvent = z.infer<typeof nativeEventSchema>;

function parse(data: unknown): NativeEvent | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const parsed = nativeEventSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Calls `listener` for each well-formed native message; returns the unsubscribe function. */
export function onNativeEvent(listener: (event: NativeEvent) => void): () => void {
  const handle = (event: MessageEvent) => {
    // Only the page itself (where the shell injects its script) may speak for the shell.
    if (event.source !== null && event.source !== window) return;
    const message = parse(event.data);
    if (message) listener(message);
  };
  window.addEventListener('message', handle);
  return () => {
    window.removeEventListener('message', handle);
  };
}
