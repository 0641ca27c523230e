import type { VehicleView } from '@autospa/contract';

/** 'Maruti Swift', or '' for the car from sign-up until its make and model are set. */
export const makeModel = (v: VehicleView) => [v.make, v.model].filter(Boolean).join(' ');

/** The vehicle type: 'Hatchback · Compact', or null when it is not set yet. */
export const typeText = (v: VehicleView) => (v.category ? [v.category.name, v.subCategory?.subName].filter(Boolean).join(' · ') : null);

/** How a vehicle is named in buttons and dialog titles. */
export const vehicleLabel = (v: VehicleView) => [v.plate, makeModel(v)].filter(Boolean).join(', ');
