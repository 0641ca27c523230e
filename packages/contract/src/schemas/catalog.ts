import { z } from 'zod';
import { messages } from '../messages.js';
import { PUBLIC_SERVICE_KEYS } from '../public-form-choices.js';
import { required } from './fields.js';
import { isNegativePrice, parseDuration, parsePrice } from './parsing.js';
import { depositPercentField, sacCodeField } from './gst.js';

export const SERVICE_STATUSES = ['Active', 'Inactive'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

const priceField = required('Price', 100)
  .refine((v) => !isNegativePrice(v), { message: messages.catalog.priceNegative, abort: true })
  .refine((v) => parsePrice(v) !== undefined, messages.catalog.priceNeedsAmount);
const timeField = required('Time', 100).refine((v) => parseDuration(v) !== undefined, messages.catalog.timeNeedsDuration);
const statusField = z.enum(SERVICE_STATUSES, { error: 'Status must be Active or Inactive.' });
const publicKeyField = z.enum(PUBLIC_SERVICE_KEYS, { error: 'publicKey must be basic, interior, exterior or full.' }).nullable();

const serviceFields = {
  serviceName: required('Service name', 100),
  description: required('Description', 2000),
  price: priceField,
  time: timeField,
};

const atDoorField = z.boolean({ error: 'atDoor must be true or false.' });
export const createServiceBody = z.object({
  ...serviceFields,
  status: statusField.optional(),
  publicKey: publicKeyField.optional(),
  atDoor: atDoorField.optional(),
  sacCode: sacCodeField.optional(),
  depositPercent: depositPercentField.optional(),
});
export type CreateServiceBody = z.input<typeof createServiceBody>;
export const updateServiceBody = z
  .object({
    ...serviceFields,
    status: statusField,
    publicKey: publicKeyField,
    atDoor: atDoorField,
    sacCode: sacCodeField,
    depositPercent: depositPercentField,
  })
  .partial();
export type UpdateServiceBody = z.input<typeof updateServiceBody>;

export const serviceView = z.object({
  _id: z.string(),
  serviceName: z.string(),
  description: z.string(),
  price: z.string(),
  pricePaise: z.number(),
  time: z.string(),
  durationMinutes: z.number(),
  status: z.enum(SERVICE_STATUSES),
  publicKey: z.enum(PUBLIC_SERVICE_KEYS).nullable(),
  /** "At your door": asks for an address, booked against the mobile teams, not the bays. */
  atDoor: z.boolean(),
  /** Issue 21: the SAC code on tax invoices (998714). */
  sacCode: z.string(),
  /** Issue 21: the share a customer may pay online as a deposit, in percent; 0: none. */
  depositPercent: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How many bookings use the service (SPEC.md's list, kept to its count). */
  bookings: z.number(),
});
export type ServiceView = z.infer<typeof serviceView>;

// One body for create-category and update-category: both take only the name.
export const categoryBody = z.object({ name: required('Category name', 60) });
export type CategoryBody = z.input<typeof categoryBody>;

export const categoryView = z.object({
  _id: z.string(),
  name: z.string(),
  subCategory: z.array(z.object({ _id: z.string(), subName: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CategoryView = z.infer<typeof categoryView>;

// SPEC.md §7: `name` is the category's name, as the Create SubCategory dropdown sends it.
export const createSubCategoryBody = z.object({ name: required('Category', 60), subName: required('SubCategory name', 60) });
export type CreateSubCategoryBody = z.input<typeof createSubCategoryBody>;
export const updateSubCategoryBody = z.object({ subName: required('SubCategory name', 60) });
export type UpdateSubCategoryBody = z.input<typeof updateSubCategoryBody>;

export const subCategoryView = z.object({
  _id: z.string(),
  subName: z.string(),
  category: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubCategoryView = z.infer<typeof subCategoryView>;

export const listOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item) });
export const serviceResponse = z.object({ message: z.string(), service: serviceView });
export const categoryResponse = z.object({ message: z.string(), category: categoryView });
export const subCategoryResponse = z.object({ message: z.string(), subCategory: subCategoryView });

// The Create Booking dropdowns (SPEC.md §7: reads categories, subCategories, services).
export const categoriesNameResponse = z.object({ categories: z.array(z.object({ _id: z.string(), name: z.string() })) });
export const subCategoriesNameResponse = z.object({
  subCategories: z.array(z.object({ _id: z.string(), subName: z.string(), category: z.object({ _id: z.string(), name: z.string() }) })),
});
export const servicesNameResponse = z.object({
  services: z.array(
    z.object({ _id: z.string(), serviceName: z.string(), price: z.string(), time: z.string(), durationMinutes: z.number() }),
  ),
});
export type CategoriesNameResponse = z.infer<typeof categoriesNameResponse>;
export type SubCategoriesNameResponse = z.infer<typeof subCategoriesNameResponse>;
export type ServicesNameResponse = z.infer<typeof servicesNameResponse>;
