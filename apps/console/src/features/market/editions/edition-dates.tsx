import { formatDateTime } from '../../../lib/format.ts';
import { formatInZone } from '../../../lib/zoned-time.ts';

/** An edition's date on its market's clock when the market is known, else on the reader's. */
export function EditionDate({
  instant,
  timeZone,
}: {
  instant: string;
  timeZone?: string | undefined;
}) {
  return <>{timeZone ? formatInZone(instant, timeZone) : formatDateTime(instant)}</>;
}
