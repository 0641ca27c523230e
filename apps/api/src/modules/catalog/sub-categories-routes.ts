import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSubCategoryBody,
  idQuery,
  listOf,
  messageResponse,
  messages,
  subCategoriesNameResponse,
  subCategoryResponse,
  subCategoryView,
  updateSubCategoryBody,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import { categoriesService } from './categories-service.js';
import { toSubCategoryView } from './presenters.js';

const admin = ['Admin'] as const;

export const subCategoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = categoriesService(db);

  app.get('/get-subCategories', {
    config: { access: 'public' },
    schema: { tags: ['catalog'], response: { 200: listOf(subCategoryView) } },
    handler: async () => ({ data: (await service.listSubs()).map((r) => toSubCategoryView(r.sub, r.category)) }),
  });

  // Each carries its category so the Create Booking screen can filter by the chosen category.
  app.get('/get-subCategories-name', {
    config: { access: 'public' },
    schema: { tags: ['catalog'], response: { 200: subCategoriesNameResponse } },
    handler: async () => ({
      subCategories: (await service.listSubs()).map(({ sub, category }) => ({
        _id: sub.id,
        subName: sub.subName,
        category: { _id: category.id, name: category.name },
      })),
    }),
  });

  app.post('/create-subCategory', {
    config: { access: admin },
    schema: { tags: ['catalog'], body: createSubCategoryBody, response: { 201: subCategoryResponse } },
    handler: async (request, reply) => {
      const { sub, category } = await service.createSub(request.body.name, request.body.subName);
      return reply.code(201).send({ message: messages.catalog.subCategoryCreated, subCategory: toSubCategoryView(sub, category) });
    },
  });

  app.put('/update-subCategory', {
    config: { access: admin },
    schema: { tags: ['catalog'], querystring: idQuery, body: updateSubCategoryBody, response: { 200: subCategoryResponse } },
    handler: async (request) => {
      const { sub, category } = await service.renameSub(request.query.id, request.body.subName);
      return { message: messages.catalog.subCategoryUpdated, subCategory: toSubCategoryView(sub, category) };
    },
  });

  app.delete('/delete-subCategory', {
    config: { access: admin },
    schema: { tags: ['catalog'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => {
      await service.removeSub(request.query.id);
      return { message: messages.catalog.subCategoryDeleted };
    },
  });
};
