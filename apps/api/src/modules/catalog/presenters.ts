import type { CategoryView, PublicServiceKey, ServiceStatus, ServiceView, SubCategoryView } from '@autospa/contract';
import type { Category, Service, SubCategory } from '@autospa/db';

// Rows are mapped to SPEC.md shapes field by field (STYLE.md rule 6).
export function toServiceView(s: Service, bookings: number): ServiceView {
  return {
    _id: s.id,
    serviceName: s.serviceName,
    description: s.description,
    price: s.price,
    pricePaise: s.pricePaise,
    time: s.time,
    durationMinutes: s.durationMinutes,
    status: s.status as ServiceStatus,
    publicKey: (s.publicKey as PublicServiceKey | null) ?? null,
    atDoor: s.atDoor,
    sacCode: s.sacCode,
    depositPercent: s.depositPercent,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    bookings,
  };
}

export function toCategoryView(c: Category, subs: Pick<SubCategory, 'id' | 'subName'>[]): CategoryView {
  return {
    _id: c.id,
    name: c.name,
    subCategory: subs.map((s) => ({ _id: s.id, subName: s.subName })),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function toSubCategoryView(s: SubCategory, category: Pick<Category, 'id' | 'name'>): SubCategoryView {
  return {
    _id: s.id,
    subName: s.subName,
    category: { _id: category.id, name: category.name },
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
