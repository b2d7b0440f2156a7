import { useMemo } from 'react';
import { qrMatrix } from './qr-matrix';

/** A QR code of digits as an SVG (dark modules as one path, the 4-module quiet zone around). */
export function QrCode({ digits, size = 200, label }: { digits: string; size?: number; label: string }) {
  const path = useMemo(
    () =>
      qrMatrix(digits)
        .flatMap((row, r) => row.map((dark, c) => (dark ? `M${c + 4} ${r + 4}h1v1h-1z` : '')))
        .join(''),
    [digits],
  );
  return (
    <svg
      viewBox="0 0 29 29"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width="29" height="29" fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
