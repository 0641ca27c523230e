import type { RefundView } from '@autospa/contract';
import type { Refund } from '@autospa/db';

export const toRefundView = (r: Refund): RefundView => ({
  _id: r.id,
  paymentId: r.paymentId,
  amountPaise: r.amountPaise,
  status: r.status as RefundView['status'],
  reason: r.reason,
  refundedAt: r.refundedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  online: r.providerRefundId !== null,
});
