import type { LightMyRequestResponse } from 'fastify';
import { buildCategory, buildService, buildSubCategory } from '@autospa/db/testing';
import type { TestContext } from '../../test/harness.js';

/**
 * A priced catalog made through the Admin's API: a wash (₹499, 30 min) with a grid row for SUVs (₹799, 45 min),
 * a price-only row for hatchbacks with a time-only override for their Compact subcategory, and two add-ons it
 * offers (one more exists that it does not offer).
 */
export async function pricedCatalog(t: TestContext, admin: Record<string, string>, service: { atDoor?: boolean } = {}) {
  const hatch = await buildCategory(t.db);
  const compact = await buildSubCategory(t.db, { categoryId: hatch.id });
  const suv = await buildCategory(t.db);
  const suvSub = await buildSubCategory(t.db, { categoryId: suv.id });
  const sedan = await buildSubCategory(t.db);
  const wash = await buildService(t.db, { price: '499 rs', pricePaise: 49_900, time: '30 min', durationMinutes: 30 });
  const addOn = async (name: string, pricePaise: number, minutes: number) => {
    const res = await t.app.inject({ method: 'POST', url: '/tor/create-add-on', headers: admin, payload: { name, pricePaise, minutes } });
    return res.json<{ addOn: { _id: string; name: string } }>().addOn;
  };
  const tag = wash.serviceName.split(' ').at(-1);
  const vacuum = await addOn(`Interior vacuum ${tag}`, 19_900, 20);
  const polish = await addOn(`Tyre polish ${tag}`, 9_900, 10);
  const engine = await addOn(`Engine bay ${tag}`, 29_900, 25);
  const res: LightMyRequestResponse = await t.app.inject({
    method: 'PUT',
    url: `/tor/update-service-prices?serviceId=${wash.id}`,
    headers: admin,
    payload: {
      prices: [
        { categoryId: suv.id, subCategoryId: null, pricePaise: 79_900, minutes: 45 },
        { categoryId: hatch.id, subCategoryId: null, pricePaise: 39_900, minutes: null },
        { categoryId: hatch.id, subCategoryId: compact.id, pricePaise: null, minutes: 25 },
      ],
      addOnIds: [vacuum._id, polish._id],
      ...(service.atDoor !== undefined && { atDoor: service.atDoor }),
    },
  });
  if (res.statusCode !== 200) throw new Error(`update-service-prices: ${res.statusCode} ${res.body}`);
  return { hatch, compact, suv, suvSub, sedan, wash, vacuum, polish, engine };
}
