import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesNameResponse,
  categoryResponse,
  categoryView,
  categoryBody,
  idQuery,
  listOf,
  messageResponse,
  messages,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import { categoriesService } from './categories-service.js';
import { toCategoryView } from './presenters.js';

const admin = ['Admin'] as const;

export const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = categoriesService(db);

  app.get('/get-categories', {
    config: { access: 'public' },
    schema: { tags: ['catalog'], response: { 200: listOf(categoryView) } },
    handler: async () => ({ data: (await service.listCategories()).map((r) => toCategoryView(r.category, r.subs)) }),
  });

  app.get('/get-categories-name', {
    config: { access: 'public' },
    schema: { tags: ['catalog'], response: { 200: categoriesNameResponse } },
    handler: async () => ({ categories: (await service.listCategories()).map(({ category: c }) => ({ _id: c.id, name: c.name })) }),
  });

  // SPEC.md §7 spells this path with a capital C.
  app.post('/create-Category', {
    config: { access: admin },
    schema: { tags: ['catalog'], body: categoryBody, response: { 201: categoryResponse } },
    handler: async (request, reply) => {
      const created = await service.createCategory(request.body.name);
      return reply.code(201).send({ message: messages.catalog.categoryCreated, category: toCategoryView(created, []) });
    },
  });

  app.put('/update-category', {
    config: { access: admin },
    schema: { tags: ['catalog'], querystring: idQuery, body: categoryBody, response: { 200: categoryResponse } },
    handler: async (request) => {
      const updated = await service.renameCategory(request.query.id, request.body.name);
      const subs = await service.subsOf(updated.id);
      return { message: messages.catalog.categoryUpdated, category: toCategoryView(updated, subs) };
    },
  });

  app.delete('/delete-category', {
    config: { access: admin },
    schema: { tags: ['catalog'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => {
      await service.removeCategory(request.query.id);
      return { message: messages.catalog.categoryDeleted };
    },
  });
};
