import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_METHODS, type PaymentMethod } from '@autospa/contract';
import type { Database } from '@autospa/db';

export interface MethodTotal {
  method: PaymentMethod;
  paymentCount: number;
  amountPaise: number;
}

/**
 * Live payments on the bookings `b` that `bookingsWhere` picks, by method: all four methods in
 * PAYMENT_METHODS order, zeros included.
 */
export async function paymentsByMethod(db: Database, bookingsWhere: SQL): Promise<MethodTotal[]> {
  const { rows } = await db.execute<{ method: string; count: string; amount: string }>(sql`
    select x.method, count(*) as count, sum(x.amount_paise) as amount
    from payments x join bookings b on b.id = x.booking_id
    where x.voided_at is null and ${bookingsWhere}
    group by x.method`);
  return PAYMENT_METHODS.map((method) => {
    const r = rows.find((m) => m.method === method);
    return { method, paymentCount: Number(r?.count ?? 0), amountPaise: Number(r?.amount ?? 0) };
  });
}
