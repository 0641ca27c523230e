// While the receipt page is open, printing shows only the receipt: the app shell (side menu, top bar, skip
// link) and the toasts are left off the paper. Scoped to this page by living in it.
const css = `
@media print {
  @page { margin: 16mm; }
  body { background: #fff !important; }
  aside, header:not(#main header), a[href="#main"], [data-sonner-toaster] { display: none !important; }
  #main { padding: 0 !important; max-width: none !important; }
}
`;

export const ReceiptPrintStyle = () => <style>{css}</style>;
