import { formatInr, type LedgerKind, type LedgerRowView, type PlanKind, type PlanView } from '@autospa/contract';
import type { PlanWithNames } from './plans-service.js';
import { visitValuePaise } from './rules.js';

export function toPlanView({ plan: p, services, categories }: PlanWithNames): PlanView {
  return {
    _id: p.id,
    name: p.name,
    kind: p.kind as PlanKind,
    pricePaise: p.pricePaise,
    price: formatInr(p.pricePaise),
    visits: p.visits,
    validDays: p.validDays,
    weekdays: p.weekdays,
    serviceNames: services.map((s) => s.name),
    categoryNames: categories.map((c) => c.name),
    maxPauseDays: p.maxPauseDays,
    description: p.description,
    active: p.active,
    // Catalog and bookings decide at-door by the service (services.at_door): a plan's visit is its first service.
    atDoor: services[0]?.atDoor ?? false,
    visitValuePaise: visitValuePaise(p),
  };
}

export interface LedgerRowData {
  id: string;
  kind: string;
  credits: number;
  valuePaise: number;
  reason: string;
  bookingId: string | null;
  reference: string | null;
  visitId: string | null;
  createdAt: Date;
  byId: string | null;
  byName: string | null;
}

export const toLedgerRowView = (r: LedgerRowData): LedgerRowView => ({
  _id: r.id,
  kind: r.kind as LedgerKind,
  credits: r.credits,
  valuePaise: r.valuePaise,
  reason: r.reason,
  bookingId: r.bookingId,
  reference: r.reference,
  visitId: r.visitId,
  createdAt: r.createdAt.toISOString(),
  by: r.byId ? { _id: r.byId, username: r.byName ?? '' } : null,
});
