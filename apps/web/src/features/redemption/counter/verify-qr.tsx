import { CounterText } from '@citybook/contract';
import { QRCodeSVG } from 'qrcode.react';

/** The QR staff scan: it opens `url`, the staff page checking the code (loaded on its own). */
export function VerifyQr({ url, className }: { url: string; className?: string }) {
  return (
    <QRCodeSVG
      className={className}
      value={url}
      size={176}
      level="M"
      marginSize={2}
      role="img"
      aria-label={CounterText.qrLabel}
      data-url={url}
    />
  );
}
