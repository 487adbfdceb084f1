import { Timing } from '@citybook/contract/app';
import { ShellFrame } from './shell-frame.tsx';
import { useDelayedFlag } from './use-delayed-flag.ts';

/** Shown while the first page's data loads. */
export function ShellFallback() {
  const busy = useDelayedFlag(true, Timing.spinnerDelayMs);
  return <ShellFrame busy={busy} />;
}
