import { z } from 'zod';
import { normaliseCarNo } from './parsing.js';
import { pagedList, pageFields, searchField } from './paging.js';

// A plate as every car number is kept (upper case, no spaces or dashes), then letters and digits only.
export const PLATE_PATTERN = /^[A-Z0-9]{4,12}$/;
export const plateField = z
  .string({ error: 'Plate is required.' })
  .trim()
  .min(1, 'Plate is required.')
  .max(30, 'Plate must be at most 30 characters.')
  .transform(normaliseCarNo)
  .refine((v) => PLATE_PATTERN.test(v), 'Plate must be 4 to 12 letters and digits, like DL01AB1234.');

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required.`);

// Category and subcategory come by name, as the booking payload sends them (SPEC.md §3); '' or null: no subcategory.
const vehicleFields = {
  plate: plateField,
  make: requiredText('Make', 60),
  model: requiredText('Model', 60),
  categoryName: requiredText('Vehicle type', 60),
  subName: text('SubCategory', 60).nullable().optional(),
  colour: text('Colour', 40).optional(),
  parkingNote: text('Parking note', 300).optional(),
};

export const createVehicleBody = z.object(vehicleFields);
export type CreateVehicleBody = z.input<typeof createVehicleBody>;
export const updateVehicleBody = z.object(vehicleFields).partial();
export type UpdateVehicleBody = z.input<typeof updateVehicleBody>;

export const vehicleView = z.object({
  _id: z.string(),
  plate: z.string(),
  make: z.string(),
  model: z.string(),
  /** null only for the car from sign-up until its type is set (or after the Admin deleted its category). */
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  subCategory: z.object({ _id: z.string(), subName: z.string() }).nullable(),
  colour: z.string(),
  parkingNote: z.string(),
  retired: z.boolean(),
  createdAt: z.string(),
});
export type VehicleView = z.infer<typeof vehicleView>;

export const vehicleResponse = z.object({ message: z.string(), vehicle: vehicleView });
export const vehicleListResponse = z.object({ data: z.array(vehicleView) });
export type VehicleListResponse = z.infer<typeof vehicleListResponse>;

export const myVehiclesQuery = z.object({
  all: z.enum(['true', 'false'], { error: 'all must be true or false.' }).optional(),
});
export const customerVehiclesQuery = z.object({
  userId: z.string({ error: 'userId is required.' }).uuid('userId must be a valid id.'),
});

/** The Admin's plate search: `q` is normalised as a plate is ("dl 01" finds DL01AB1234). */
export const vehicleSearchQuery = z.object({ ...pageFields, q: searchField.transform(normaliseCarNo).optional() });
export type VehicleSearchQuery = z.input<typeof vehicleSearchQuery>;

export const ownedVehicleView = vehicleView.extend({
  owner: z.object({ _id: z.string(), username: z.string(), phone: z.string().nullable() }),
});
export type OwnedVehicleView = z.infer<typeof ownedVehicleView>;
export const vehicleSearchResponse = pagedList(ownedVehicleView);
export type VehicleSearchResponse = z.infer<typeof vehicleSearchResponse>;
