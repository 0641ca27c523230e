import type { InvoiceView } from '@autospa/contract';
import type { ReactNode } from 'react';

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-lg border border-slate-200 p-3 print:rounded-none">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <div className="mt-1 space-y-0.5 text-sm break-words text-navy">{children}</div>
    </section>
  );
}

const Gstin = ({ value }: { value: string }) => (
  <p>
    GSTIN: <span className="font-mono font-semibold tracking-wide">{value}</span>
  </p>
);

// Who sells and who buys, as a paper tax invoice prints them, and where the service is supplied.
export function InvoiceParties({ invoice: inv }: { invoice: InvoiceView }) {
  const { seller, buyer } = inv;
  return (
    <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
      <Party title="Seller">
        <p className="font-semibold">{seller.legalName}</p>
        {seller.tradeName !== seller.legalName && <p>Trading as {seller.tradeName}</p>}
        <p>{seller.address}</p>
        <Gstin value={seller.gstin} />
        <p>
          State: {seller.state} ({seller.stateCode})
        </p>
        <p>
          {seller.phone} · {seller.email}
        </p>
      </Party>
      <Party title="Buyer">
        <p className="font-semibold">{buyer.legalName ?? buyer.name}</p>
        {buyer.legalName && buyer.legalName !== buyer.name && <p>Attn. {buyer.name}</p>}
        {buyer.gstin ? <Gstin value={buyer.gstin} /> : <p className="text-slate-600">Unregistered (B2C)</p>}
        <p>State: {buyer.state}</p>
        {(buyer.phone || buyer.email) && <p>{[buyer.phone, buyer.email].filter(Boolean).join(' · ')}</p>}
      </Party>
    </div>
  );
}
