import { formatInr, type AddOnStatus, type AddOnView } from '@autospa/contract';
import type { AddOn } from '@autospa/db';

export function toAddOnView(a: AddOn): AddOnView {
  return {
    _id: a.id,
    name: a.name,
    pricePaise: a.pricePaise,
    price: formatInr(a.pricePaise),
    minutes: a.durationMinutes,
    status: a.status as AddOnStatus,
  };
}
