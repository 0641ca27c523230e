import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildAdmin, buildBooking, buildCategory, buildEmployee, buildSubCategory, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';

let t: TestContext;
const auth: Record<'admin' | 'employee' | 'user', Record<string, string>> = { admin: {}, employee: {}, user: {} };
beforeAll(async () => {
  t = await setupTestApp();
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
  auth.user = bearer(await signIn(t.app, await buildUser(t.db)));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = auth.admin) =>
  t.app.inject({ method, url, payload, headers });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('categories', () => {
  it('POST /tor/create-Category creates one; GET /tor/get-categories lists it with its subcategories', async () => {
    const res = await call('POST', '/tor/create-Category', { name: 'Hatchback' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Category created successfully!', category: { name: 'Hatchback', subCategory: [] } });
    const id = res.json().category._id;
    await call('POST', '/tor/create-subCategory', { name: 'hatchback', subName: 'Compact' });
    const list = await t.app.inject({ url: '/tor/get-categories' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((c: { _id: string }) => c._id === id)).toEqual({
      _id: id,
      name: 'Hatchback',
      subCategory: [{ _id: expect.any(String), subName: 'Compact' }],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const names = await call('GET', '/tor/get-categories-name', undefined, auth.user);
    expect(names.json().categories).toContainEqual({ _id: id, name: 'Hatchback' });
  });

  it('validates the name (400) and refuses duplicates in any case (409)', async () => {
    expect((await call('POST', '/tor/create-Category', { name: ' ' })).json().message).toBe('Category name is required.');
    expect((await call('POST', '/tor/create-Category', {})).json().message).toBe('Category name is required.');
    expect((await call('POST', '/tor/create-Category', { name: 'x'.repeat(61) })).json().message).toBe(
      'Category name must be at most 60 characters.',
    );
    await call('POST', '/tor/create-Category', { name: 'Sedan' });
    const dup = await call('POST', '/tor/create-Category', { name: 'SEDAN' });
    expect([dup.statusCode, dup.json().message]).toEqual([409, 'A category with this name already exists.']);
  });

  it('PUT /tor/update-category renames; 404 unknown; 409 clash; 400 bad id', async () => {
    const a = await buildCategory(t.db);
    const b = await buildCategory(t.db);
    const res = await call('PUT', `/tor/update-category?id=${a.id}`, { name: 'Luxury' });
    expect(res.json()).toMatchObject({ message: 'Category updated successfully!', category: { _id: a.id, name: 'Luxury' } });
    expect((await call('PUT', `/tor/update-category?id=${UNKNOWN}`, { name: 'Zed' })).statusCode).toBe(404);
    expect((await call('PUT', `/tor/update-category?id=${b.id}`, { name: 'luxury' })).statusCode).toBe(409);
    expect((await call('PUT', '/tor/update-category?id=7', { name: 'Zed' })).statusCode).toBe(400);
  });

  it('DELETE /tor/delete-category removes it with its subcategories, unless bookings use them (409)', async () => {
    const sub = await buildSubCategory(t.db);
    const res = await call('DELETE', `/tor/delete-category?id=${sub.categoryId}`);
    expect([res.statusCode, res.json().message]).toEqual([200, 'Category deleted successfully!']);
    expect((await t.app.inject({ url: '/tor/get-subCategories' })).json().data.some((s: { _id: string }) => s._id === sub.id)).toBe(false);
    const used = await buildSubCategory(t.db);
    await buildBooking(t.db, { subCategoryId: used.id });
    const refused = await call('DELETE', `/tor/delete-category?id=${used.categoryId}`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'This category or one of its subcategories has bookings, so it cannot be deleted (booking history is kept).',
    ]);
    expect((await call('DELETE', `/tor/delete-category?id=${UNKNOWN}`)).statusCode).toBe(404);
  });

  it('changes are Admin only', async () => {
    const c = await buildCategory(t.db);
    for (const headers of [{}, auth.user, auth.employee]) {
      const expected = Object.keys(headers).length === 0 ? 401 : 403;
      expect((await call('POST', '/tor/create-Category', { name: 'Van' }, headers)).statusCode).toBe(expected);
      expect((await call('PUT', `/tor/update-category?id=${c.id}`, { name: 'Van' }, headers)).statusCode).toBe(expected);
      expect((await call('DELETE', `/tor/delete-category?id=${c.id}`, undefined, headers)).statusCode).toBe(expected);
    }
  });
});

describe('subcategories', () => {
  it('POST /tor/create-subCategory takes the category by name; GET /tor/get-subCategories shows it', async () => {
    const category = await buildCategory(t.db, { name: 'SUV' });
    const res = await call('POST', '/tor/create-subCategory', { name: 'suv', subName: '7 seater' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'SubCategory created successfully!',
      subCategory: { subName: '7 seater', category: { _id: category.id, name: 'SUV' } },
    });
    const id = res.json().subCategory._id;
    const list = (await t.app.inject({ url: '/tor/get-subCategories' })).json().data;
    expect(list.find((s: { _id: string }) => s._id === id)).toEqual({
      _id: id,
      subName: '7 seater',
      category: { _id: category.id, name: 'SUV' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const names = (await t.app.inject({ url: '/tor/get-subCategories-name' })).json().subCategories;
    expect(names).toContainEqual({ _id: id, subName: '7 seater', category: { _id: category.id, name: 'SUV' } });
  });

  it('validates (400), needs a known category (400), refuses a duplicate within the category (409)', async () => {
    const sub = await buildSubCategory(t.db);
    expect((await call('POST', '/tor/create-subCategory', { subName: 'A' })).json().message).toBe('Category is required.');
    expect((await call('POST', '/tor/create-subCategory', { name: sub.category.name })).json().message).toBe(
      'SubCategory name is required.',
    );
    const unknown = await call('POST', '/tor/create-subCategory', { name: 'Boat', subName: 'Dinghy' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Category "Boat" was not found.']);
    const dup = await call('POST', '/tor/create-subCategory', { name: sub.category.name, subName: sub.subName.toUpperCase() });
    expect([dup.statusCode, dup.json().message]).toEqual([409, 'This category already has a subcategory with this name.']);
    const elsewhere = await buildCategory(t.db);
    expect((await call('POST', '/tor/create-subCategory', { name: elsewhere.name, subName: sub.subName })).statusCode).toBe(201);
  });

  it('PUT /tor/update-subCategory renames; 404 unknown; 409 clash; 400 empty', async () => {
    const a = await buildSubCategory(t.db);
    const b = await buildSubCategory(t.db, { categoryId: a.categoryId });
    const res = await call('PUT', `/tor/update-subCategory?id=${a.id}`, { subName: 'Mini' });
    expect(res.json()).toMatchObject({ message: 'SubCategory updated successfully!', subCategory: { _id: a.id, subName: 'Mini' } });
    expect((await call('PUT', `/tor/update-subCategory?id=${b.id}`, { subName: 'mini' })).statusCode).toBe(409);
    expect((await call('PUT', `/tor/update-subCategory?id=${UNKNOWN}`, { subName: 'X' })).statusCode).toBe(404);
    expect((await call('PUT', `/tor/update-subCategory?id=${a.id}`, { subName: '' })).json().message).toBe('SubCategory name is required.');
  });

  it('DELETE /tor/delete-subCategory deletes an unused one; 409 when bookings use it; 404 unknown', async () => {
    const free = await buildSubCategory(t.db);
    expect((await call('DELETE', `/tor/delete-subCategory?id=${free.id}`)).json().message).toBe('SubCategory deleted successfully!');
    const used = await buildSubCategory(t.db);
    await buildBooking(t.db, { subCategoryId: used.id, categoryId: used.categoryId });
    const res = await call('DELETE', `/tor/delete-subCategory?id=${used.id}`);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'This subcategory has bookings, so it cannot be deleted (booking history is kept).',
    ]);
    expect((await call('DELETE', `/tor/delete-subCategory?id=${free.id}`)).statusCode).toBe(404);
  });

  it('changes are Admin only', async () => {
    const sub = await buildSubCategory(t.db);
    for (const headers of [{}, auth.user, auth.employee]) {
      const expected = Object.keys(headers).length === 0 ? 401 : 403;
      expect((await call('POST', '/tor/create-subCategory', { name: sub.category.name, subName: 'Z' }, headers)).statusCode).toBe(expected);
      expect((await call('PUT', `/tor/update-subCategory?id=${sub.id}`, { subName: 'Z' }, headers)).statusCode).toBe(expected);
      expect((await call('DELETE', `/tor/delete-subCategory?id=${sub.id}`, undefined, headers)).statusCode).toBe(expected);
    }
  });
});
