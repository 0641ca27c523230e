import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The QR code of a upi:// link, drawn as SVG by npm `qrcode`, which loads only when a QR is first shown
// (a dynamic import: its own chunk, never in a first-load bundle).
export function UpiQr({ link, label }: { link: string; label: string }) {
  const [svg, setSvg] = useState<{ link: string; markup: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg({ link, markup }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [link]);
  if (failed) return <p className="text-sm text-danger">The QR code could not be drawn. Ask the customer to pay to the UPI ID.</p>;
  if (svg?.link !== link) {
    return (
      <div className="flex size-48 items-center justify-center rounded-xl border border-slate-200">
        <Spinner className="size-6 text-teal" />
        <span className="sr-only">Drawing the QR code...</span>
      </div>
    );
  }
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="upi-qr"
      className="size-48 shrink-0 rounded-xl border border-slate-200 bg-white p-1 [&>svg]:size-full"
      dangerouslySetInnerHTML={{ __html: svg.markup }}
    />
  );
}
