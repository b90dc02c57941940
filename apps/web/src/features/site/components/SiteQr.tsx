import { QrCode } from '../../../components/ui/QrCode';

/** The QR code, in its own chunk: only desktop widths load it. */
export default function SiteQr({ value, label, size }: { value: string; label: string; size: number }) {
  return <QrCode value={value} label={label} size={size} testId="site-qr" />;
}
