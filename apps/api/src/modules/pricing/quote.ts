import { formatInr, pricingMessages, type QuoteItem, type QuoteResponse, type SettingsView } from '@autospa/contract';
import { httpErrors } from '@fastify/sensible';
import { taxOnTop } from '../invoices/tax.js';

/** A grid cell: null price or minutes fall back (subcategory → category row → the service's own). */
export interface PriceCell {
  pricePaise: number | null;
  durationMinutes: number | null;
}

/** An add-on whose name was asked for, and whether the service offers it. */
export interface AddOnMatch {
  name: string;
  pricePaise: number;
  minutes: number;
  active: boolean;
  offered: boolean;
}

export interface QuoteInput {
  service: { serviceName: string; pricePaise: number; durationMinutes: number; atDoor: boolean };
  categoryName: string;
  subName: string | null;
  categoryCell: PriceCell | null;
  subCell: PriceCell | null;
  /** The add-ons found for the names asked for (any case). */
  matches: AddOnMatch[];
  requested: string[];
  bufferMinutes: number;
  /** GST (percent) added on top of the entered prices; 0 when they include it (quoteTaxPercent). */
  taxOnTopPercent: number;
}

type TaxSettings = Pick<SettingsView, 'gst' | 'pricesIncludeTax' | 'taxRatePercent'>;

/** Issue 21: prices entered without GST get it added on top, once the business is registered for GST. */
export const quoteTaxPercent = (settings: TaxSettings) => (settings.gst && !settings.pricesIncludeTax ? settings.taxRatePercent : 0);

/** A service's own price as a booking keeps it: what the customer pays, with GST on top when prices exclude it. */
export function servicePriceFor(service: { price: string; pricePaise: number }, settings: TaxSettings) {
  const tax = taxOnTop(service.pricePaise, quoteTaxPercent(settings));
  return tax === 0
    ? { price: service.price, pricePaise: service.pricePaise }
    : { price: formatInr(service.pricePaise + tax), pricePaise: service.pricePaise + tax };
}

export const item = (kind: QuoteItem['kind'], name: string, pricePaise: number, minutes: number): QuoteItem => ({
  kind,
  name,
  pricePaise,
  price: formatInr(pricePaise),
  minutes,
});

/** Lower-cased, without repeats: what the add-on lookup is asked for. */
export const addOnKeys = (names: readonly string[]) => [...new Set(names.map((n) => n.trim().toLowerCase()))];

/** The itemised quote: the service's line for the vehicle type, then each add-on; 400 for an add-on not offered. */
export function buildQuote(input: QuoteInput): QuoteResponse {
  const { service, categoryCell, subCell } = input;
  const pricePaise = subCell?.pricePaise ?? categoryCell?.pricePaise ?? service.pricePaise;
  const minutes = subCell?.durationMinutes ?? categoryCell?.durationMinutes ?? service.durationMinutes;
  const items = [item('service', service.serviceName, pricePaise, minutes)];
  const byKey = new Map(input.matches.map((m) => [m.name.toLowerCase(), m]));
  for (const key of addOnKeys(input.requested)) {
    const match = byKey.get(key);
    const asked = input.requested.find((n) => n.trim().toLowerCase() === key)!.trim();
    if (!match) throw httpErrors.badRequest(pricingMessages.addOnUnknown(asked));
    if (!match.offered || !match.active) throw httpErrors.badRequest(pricingMessages.addOnNotOffered(match.name, service.serviceName));
    items.push(item('addOn', match.name, match.pricePaise, match.minutes));
  }
  // Per item, as the invoice splits them again (invoices/tax.ts grossAmounts).
  const taxPaise = items.reduce((sum, i) => sum + taxOnTop(i.pricePaise, input.taxOnTopPercent), 0);
  const totalPaise = items.reduce((sum, i) => sum + i.pricePaise, 0) + taxPaise;
  return {
    serviceName: service.serviceName,
    categoryName: input.categoryName,
    subName: input.subName,
    items,
    totalPaise,
    total: formatInr(totalPaise),
    taxPaise,
    minutes: items.reduce((sum, i) => sum + i.minutes, 0),
    bufferMinutes: input.bufferMinutes,
    atDoor: service.atDoor,
  };
}
