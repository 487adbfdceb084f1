import { ShareText } from '@citybook/contract/redemption';
import { paths } from '../../../lib/paths.ts';

/** What is shared about one redemption (REDEEM-8): the message and the public savings page. */
export interface SavingsShare {
  text: string;
  url: string;
}

export function savingsShare(
  merchantName: string,
  savings: number,
  origin: string = window.location.origin,
): SavingsShare {
  return { text: ShareText.message(merchantName, savings), url: `${origin}${paths.publicSavings}` };
}

export interface ShareLinks {
  facebook: string;
  x: string;
  sms: string;
}

/** Where to share when the device has no share sheet of its own. */
export function shareLinks({ text, url }: SavingsShare): ShareLinks {
  const facebook = new URLSearchParams({ u: url, quote: text });
  const x = new URLSearchParams({ text, url });
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?${facebook.toString()}`,
    x: `https://twitter.com/intent/tweet?${x.toString()}`,
    // '?&body=' is the form both iOS and Android messaging apps understand.
    sms: `sms:?&body=${encodeURIComponent(`${text} ${url}`)}`,
  };
}

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported';

/** `navigator` or, in tests, a stand-in; browsers without the Web Share API lack `share`. */
interface ShareSheet {
  share?: Navigator['share'];
}

/**
 * Opens the device's share sheet where there is one. The user closing it is not a failure; any
 * other failure is thrown.
 */
export async function shareSavings(
  share: SavingsShare,
  sheet: ShareSheet = navigator,
): Promise<ShareOutcome> {
  if (typeof sheet.share !== 'function') return 'unsupported';
  try {
    await sheet.share({ text: share.text, url: share.url });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
}
