import { ScreenBrightness } from '@capacitor-community/screen-brightness';

/** The level before the counter screen asked for full brightness; null while not raised. */
let before: number | null = null;

/**
 * Full brightness for the counter screen, and the member's own level back afterwards. Android
 * takes -1 as "follow the system setting again"; iOS needs the level it had.
 */
export async function setFullBrightness(full: boolean, platform: 'android' | 'ios'): Promise<void> {
  if (full) {
    before ??= (await ScreenBrightness.getBrightness()).brightness;
    await ScreenBrightness.setBrightness({ brightness: 1 });
    return;
  }
  if (before === null) return;
  const level = platform === 'android' ? -1 : before;
  before = null;
  await ScreenBrightness.setBrightness({ brightness: level });
}
