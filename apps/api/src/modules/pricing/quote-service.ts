import type { QuoteResponse, SettingsView } from '@autospa/contract';
import type { Database, Service } from '@autospa/db';
import { bookableService, resolveVehicleType } from '../bookings/resolve.js';
import { loadSettings } from '../settings/service.js';
import { addOnMatches, gridCells } from './lookups.js';
import { addOnKeys, buildQuote, quoteTaxPercent } from './quote.js';

export interface QuoteNames {
  serviceName: string;
  /** Without a vehicle type the service's own price and time apply. */
  categoryName?: string | undefined;
  subName?: string | undefined;
  addOns?: string[] | undefined;
}

/** The quote for an Active service, a vehicle type and add-ons, by names (400 unknown, 409 Inactive service). */
export async function quoteFor(
  db: Database,
  names: QuoteNames,
): Promise<{ service: Service; quote: QuoteResponse; settings: SettingsView }> {
  const service = await bookableService(db, names.serviceName);
  const type = names.categoryName ? await resolveVehicleType(db, names.categoryName, names.subName) : undefined;
  const requested = names.addOns ?? [];
  const settings = await loadSettings(db);
  const cells = type
    ? await gridCells(db, { serviceId: service.id, categoryId: type.category.id, subCategoryId: type.sub?.id ?? null })
    : { categoryCell: null, subCell: null };
  const matches = await addOnMatches(db, service.id, addOnKeys(requested));
  const quote = buildQuote({
    service,
    categoryName: type?.category.name ?? '',
    subName: type?.sub?.subName ?? null,
    requested,
    bufferMinutes: settings.bufferMinutes,
    taxOnTopPercent: quoteTaxPercent(settings),
    ...cells,
    matches,
  });
  return { service, quote, settings };
}
