// While an invoice is open, printing shows only the invoice: the app shell (side menu, top bar, skip link) and the
// toasts are left off the paper, and the page is A4 with its own margins. Scoped to the page by living in it.
const css = `
@media print {
  @page { size: A4; margin: 12mm; }
  body { background: #fff !important; }
  aside, header:not(#main header), a[href="#main"], [data-sonner-toaster] { display: none !important; }
  #main { padding: 0 !important; max-width: none !important; }
  .invoice-paper { border: 0 !important; box-shadow: none !important; padding: 0 !important; }
  .invoice-paper table { break-inside: auto; }
  .invoice-paper tr { break-inside: avoid; }
}
`;

export const InvoicePrintStyle = () => <style>{css}</style>;
