import { formatInr, type InvoiceView } from '@autospa/contract';

const th = 'border-b border-slate-300 px-2 py-2 text-left text-xs font-semibold text-slate-700 uppercase';
const td = 'border-b border-slate-100 px-2 py-2 align-top';
const num = 'text-right tabular-nums whitespace-nowrap';

/** The tax columns a supply has: CGST and SGST within the state, IGST across states. */
function taxColumns(inv: InvoiceView) {
  const half = inv.taxRatePercent / 2;
  return inv.supplyType === 'intra'
    ? [
        { label: `CGST ${half}%`, of: (r: { cgstPaise: number }) => r.cgstPaise },
        { label: `SGST ${half}%`, of: (r: { sgstPaise: number }) => r.sgstPaise },
      ]
    : [{ label: `IGST ${inv.taxRatePercent}%`, of: (r: { igstPaise: number }) => r.igstPaise }];
}

// The lines billed and the HSN/SAC summary, each scrolling sideways on a phone rather than squeezing.
export function InvoiceLines({ invoice: inv }: { invoice: InvoiceView }) {
  const taxes = taxColumns(inv);
  return (
    <>
      <div className="overflow-x-auto" role="region" aria-label="Lines" tabIndex={0}>
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">Lines</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                #
              </th>
              <th scope="col" className={th}>
                Description
              </th>
              <th scope="col" className={th}>
                SAC
              </th>
              <th scope="col" className={`${th} text-right`}>
                Qty
              </th>
              <th scope="col" className={`${th} text-right`}>
                Taxable
              </th>
              {taxes.map((t) => (
                <th key={t.label} scope="col" className={`${th} text-right`}>
                  {t.label}
                </th>
              ))}
              <th scope="col" className={`${th} text-right`}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {inv.lines.map((line, i) => (
              <tr key={i}>
                <td className={td}>{i + 1}</td>
                <td className={td}>{line.description}</td>
                <td className={`${td} font-mono`}>{line.sac}</td>
                <td className={`${td} ${num}`}>{line.quantity}</td>
                <td className={`${td} ${num}`}>{formatInr(line.taxablePaise)}</td>
                {taxes.map((t) => (
                  <td key={t.label} className={`${td} ${num}`}>
                    {formatInr(t.of(line))}
                  </td>
                ))}
                <td className={`${td} ${num} font-semibold`}>{formatInr(line.totalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="overflow-x-auto" role="region" aria-label="HSN/SAC summary" tabIndex={0}>
        <table className="w-full min-w-[28rem] border-collapse text-sm">
          <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">HSN/SAC summary</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                SAC
              </th>
              <th scope="col" className={`${th} text-right`}>
                Taxable
              </th>
              {taxes.map((t) => (
                <th key={t.label} scope="col" className={`${th} text-right`}>
                  {t.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {inv.sacSummary.map((row) => (
              <tr key={row.sac}>
                <td className={`${td} font-mono`}>{row.sac}</td>
                <td className={`${td} ${num}`}>{formatInr(row.taxablePaise)}</td>
                {taxes.map((t) => (
                  <td key={t.label} className={`${td} ${num}`}>
                    {formatInr(t.of(row))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
