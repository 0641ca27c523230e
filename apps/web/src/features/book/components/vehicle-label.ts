import type { VehicleView } from '@autospa/contract';

/** "Maruti Swift · Hatchback, Compact": what the car is, as the lists show it. */
export function vehicleLabel(v: Pick<VehicleView, 'make' | 'model' | 'category' | 'subCategory'>): string {
  const name = [v.make, v.model].filter(Boolean).join(' ');
  const type = v.category ? [v.category.name, v.subCategory?.subName].filter(Boolean).join(', ') : 'Type not set';
  return name ? `${name} · ${type}` : type;
}
