import { addressLineOf, mapUrlOf, type BusinessDetailsView, type SettingsView } from '@autospa/contract';
import type { Executor } from '../../lib/db-executor.js';
import { loadSettings } from './service.js';

/** The business as the public pages, the mails, the calendar file and the UPI link state it (issue 18). */
export function businessView(settings: SettingsView): BusinessDetailsView {
  const { business } = settings;
  return { ...business, addressLine: addressLineOf(business), mapUrl: mapUrlOf(business), upiId: settings.upiId };
}

export const loadBusiness = async (db: Executor) => businessView(await loadSettings(db));
