import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bayResponse,
  baysQuery,
  baysResponse,
  createBayBody,
  createLeaveBody,
  idQuery,
  leaveListResponse,
  leaveResponse,
  leavesQuery,
  messageResponse,
  schedulingMessages,
  shiftsResponse,
  staffResponse,
  updateBayBody,
  updateLeaveBody,
  updateShiftsBody,
} from '@autospa/contract';
import type { Database } from '@autospa/db';
import { createBay, listBays, retireBay, updateBay } from './bays.js';
import { createLeave, decideLeave, listLeaves } from './leaves.js';
import { listStaff, updateShifts } from './staff.js';

const admin = ['Admin'] as const;
const staff = ['Admin', 'Employee'] as const;

// Issue 17: named bays, employees' shifts and leave requests.
export const schedulingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-bays', {
    config: { access: staff },
    schema: { tags: ['scheduling'], querystring: baysQuery, response: { 200: baysResponse } },
    handler: async (request) => ({ bays: await listBays(db, request.query.includeRetired === 'true') }),
  });

  app.post('/create-bay', {
    config: { access: admin, changesAccounts: false },
    schema: { tags: ['scheduling'], body: createBayBody, response: { 201: bayResponse } },
    handler: async (request, reply) =>
      reply.code(201).send({ message: schedulingMessages.bayCreated, bay: await createBay(db, request.body) }),
  });

  app.put('/update-bay', {
    config: { access: admin, changesAccounts: false },
    schema: { tags: ['scheduling'], querystring: idQuery, body: updateBayBody, response: { 200: bayResponse } },
    handler: async (request) => ({ message: schedulingMessages.bayUpdated, bay: await updateBay(db, request.query.id, request.body) }),
  });

  app.delete('/delete-bay', {
    config: { access: admin, changesAccounts: false },
    schema: { tags: ['scheduling'], querystring: idQuery, response: { 200: messageResponse } },
    handler: async (request) => {
      await retireBay(db, request.query.id);
      return { message: schedulingMessages.bayRetired };
    },
  });

  app.get('/get-staff', {
    config: { access: staff },
    schema: { tags: ['scheduling'], response: { 200: staffResponse } },
    handler: async () => ({ staff: await listStaff(db) }),
  });

  app.put('/update-shifts', {
    config: { access: admin },
    schema: { tags: ['scheduling'], querystring: idQuery, body: updateShiftsBody, response: { 200: shiftsResponse } },
    handler: async (request) => ({
      message: schedulingMessages.shiftsUpdated,
      employee: await updateShifts(db, request.query.id, request.body.shifts),
    }),
  });

  app.post('/create-leave', {
    config: { access: ['Employee'], changesAccounts: false },
    schema: { tags: ['scheduling'], body: createLeaveBody, response: { 201: leaveResponse } },
    handler: async (request, reply) =>
      reply.code(201).send({ message: schedulingMessages.leaveRequested, leave: await createLeave(db, request.account!.id, request.body) }),
  });

  app.get('/get-leaves', {
    config: { access: staff },
    schema: { tags: ['scheduling'], querystring: leavesQuery, response: { 200: leaveListResponse } },
    handler: (request) => listLeaves(db, request.account!, request.query),
  });

  app.put('/update-leave', {
    config: { access: admin, changesAccounts: false },
    schema: { tags: ['scheduling'], querystring: idQuery, body: updateLeaveBody, response: { 200: leaveResponse } },
    handler: async (request) => {
      const { status } = request.body;
      const leave = await decideLeave(db, request.account!.id, request.query.id, status);
      return { message: status === 'Approved' ? schedulingMessages.leaveApproved : schedulingMessages.leaveDeclined, leave };
    },
  });
};
