import { isMobilePlusSession } from './variant.ts';

export const APP_TITLE = 'Citybook';
const MOBILE_PLUS_SUFFIX = ' Mobile +';

/** APP-6 top bar: the subscription variant is named 'Citybook Mobile +'. */
export function appTitle(): string {
  return isMobilePlusSession() ? `${APP_TITLE}${MOBILE_PLUS_SUFFIX}` : APP_TITLE;
}
