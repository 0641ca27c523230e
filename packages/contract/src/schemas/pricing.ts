import { z } from 'zod';
import { pricingMessages } from '../pricing-messages.js';
import { required } from './fields.js';

export const ADD_ON_STATUSES = ['Active', 'Inactive'] as const;
export type AddOnStatus = (typeof ADD_ON_STATUSES)[number];
/** ₹10,00,000 in paise: no service or add-on costs more. */
export const MAX_PRICE_PAISE = 100_000_000;

export const pricePaiseField = z
  .number({ error: pricingMessages.priceWhole })
  .refine((v) => v >= 0, { message: pricingMessages.priceNegative, abort: true })
  .refine((v) => Number.isInteger(v) && v <= MAX_PRICE_PAISE, pricingMessages.priceWhole);
const minutesField = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const uuidField = (label: string) => z.string({ error: `${label} is required.` }).uuid(`${label} must be a valid id.`);

/** Add-on names from a query string: 'Interior vacuum,Tyre polish' (empty parts ignored). */
export const addOnNamesParam = z
  .string()
  .max(1000, 'addOns must be at most 1000 characters.')
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  );
export const addOnNamesField = z
  .array(required('Add-on', 60), { error: 'addOns must be a list of add-on names.' })
  .max(20, 'At most 20 add-ons per booking.');

export const quoteItem = z.object({
  kind: z.enum(['service', 'addOn']),
  name: z.string(),
  pricePaise: z.number(),
  /** '₹1,499' */
  price: z.string(),
  minutes: z.number(),
});
export type QuoteItem = z.infer<typeof quoteItem>;

/** A signed-in customer's saved car instead of the type's names: the quote then uses the car's type. */
export const vehicleIdParam = z.string().uuid('vehicleId must be a valid id.').optional();

export const quoteQuery = z
  .object({
    serviceName: required('Service', 100),
    categoryName: required('Category', 60).optional(),
    subName: required('SubCategory', 60).optional(),
    addOns: addOnNamesParam,
    vehicleId: vehicleIdParam,
  })
  .refine((q) => q.categoryName !== undefined || q.vehicleId !== undefined, {
    message: 'Category is required.',
    path: ['categoryName'],
  });
export type QuoteQuery = z.input<typeof quoteQuery>;

export const quoteResponse = z.object({
  serviceName: z.string(),
  categoryName: z.string(),
  subName: z.string().nullable(),
  items: z.array(quoteItem),
  totalPaise: z.number(),
  total: z.string(),
  /**
   * Issue 21: GST added on top of the items when prices are entered without it (setting pricesIncludeTax false,
   * GST registered), already in totalPaise; 0 when the prices include it.
   */
  taxPaise: z.number(),
  /** The car's time in the bay: the service's and the add-ons' minutes. */
  minutes: z.number(),
  /** Blocked after each car on top of `minutes` (setting bufferMinutes). */
  bufferMinutes: z.number(),
  atDoor: z.boolean(),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

export const addOnView = z.object({
  _id: z.string(),
  name: z.string(),
  pricePaise: z.number(),
  price: z.string(),
  minutes: z.number(),
  status: z.enum(ADD_ON_STATUSES),
});
export type AddOnView = z.infer<typeof addOnView>;
export const addOnListResponse = z.object({ data: z.array(addOnView) });
export const addOnResponse = z.object({ message: z.string(), addOn: addOnView });
export const addOnsQuery = z.object({ serviceName: required('Service', 100).optional() });

const addOnFields = {
  name: required('Add-on name', 60),
  pricePaise: pricePaiseField,
  minutes: minutesField(0, 240, pricingMessages.addOnMinutes),
  status: z.enum(ADD_ON_STATUSES, { error: 'Status must be Active or Inactive.' }),
};
export const createAddOnBody = z.object({ ...addOnFields, status: addOnFields.status.optional() });
export type CreateAddOnBody = z.input<typeof createAddOnBody>;
export const updateAddOnBody = z.object(addOnFields).partial();
export type UpdateAddOnBody = z.input<typeof updateAddOnBody>;

/** One cell row of a service's grid: a category's row (subCategoryId null) or a subcategory's override; null = fall back. */
export const servicePriceRow = z.object({
  categoryId: uuidField('categoryId'),
  subCategoryId: uuidField('subCategoryId').nullable(),
  pricePaise: pricePaiseField.nullable(),
  minutes: minutesField(1, 720, pricingMessages.gridMinutes).nullable(),
});
export type ServicePriceRow = z.infer<typeof servicePriceRow>;

export const servicePricesQuery = z.object({ serviceId: uuidField('serviceId') });
export const servicePricesView = z.object({
  service: z.object({
    _id: z.string(),
    serviceName: z.string(),
    pricePaise: z.number(),
    price: z.string(),
    durationMinutes: z.number(),
    atDoor: z.boolean(),
  }),
  prices: z.array(servicePriceRow),
  /** Ids of the add-ons the service offers. */
  addOnIds: z.array(z.string()),
});
export type ServicePricesView = z.infer<typeof servicePricesView>;

/** Replaces the whole grid and the offered add-ons; `atDoor` when given. */
export const updateServicePricesBody = z.object({
  prices: z.array(servicePriceRow).max(500, 'At most 500 rows in a price grid.'),
  addOnIds: z.array(uuidField('addOnId')).max(100, 'At most 100 add-ons per service.'),
  atDoor: z.boolean({ error: 'atDoor must be true or false.' }).optional(),
});
export type UpdateServicePricesBody = z.input<typeof updateServicePricesBody>;
export const servicePricesResponse = servicePricesView.extend({ message: z.string() });
