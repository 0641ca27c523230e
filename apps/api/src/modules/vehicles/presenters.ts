import type { OwnedVehicleView, VehicleView } from '@autospa/contract';
import type { Account } from '@autospa/db';
import type { VehicleWithType } from './own.js';

// Rows are mapped to the contract's shape field by field (STYLE.md rule 6).
export function toVehicleView(v: VehicleWithType): VehicleView {
  return {
    _id: v.id,
    plate: v.plate,
    make: v.make,
    model: v.model,
    category: v.categoryId && v.categoryName !== null ? { _id: v.categoryId, name: v.categoryName } : null,
    subCategory: v.subCategoryId && v.subName !== null ? { _id: v.subCategoryId, subName: v.subName } : null,
    colour: v.colour,
    parkingNote: v.parkingNote,
    retired: v.retiredAt !== null,
    createdAt: v.createdAt.toISOString(),
  };
}

export function toOwnedVehicleView(v: VehicleWithType, owner: Pick<Account, 'id' | 'username' | 'phone'>): OwnedVehicleView {
  return { ...toVehicleView(v), owner: { _id: owner.id, username: owner.username, phone: owner.phone } };
}
