import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The dark modules of a QR code as one SVG path (error correction M, smallest version that fits). */
export function qrPath(text: string): { size: number; d: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let d = '';
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!qr.isDark(r, c)) continue;
      // one horizontal run of dark modules per segment keeps the path short
      let end = c;
      while (end + 1 < size && qr.isDark(r, end + 1)) end++;
      d += `M${c} ${r}h${end - c + 1}v1h-${end - c + 1}z`;
      c = end;
    }
  }
  return { size, d };
}

/** A QR code of `value`, drawn as SVG with a four-module quiet zone. */
export function QrCode({ value, size = 160, label, testId }: { value: string; size?: number; label: string; testId?: string }) {
  const { size: n, d } = useMemo(() => qrPath(value), [value]);
  const box = n + 8;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`-4 -4 ${box} ${box}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-value={value}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={box} height={box} fill="#fff" />
      <path d={d} fill="#111" />
    </svg>
  );
}
