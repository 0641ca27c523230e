import { contactMessages, jobApplications, newsletterSubscribers, type Database } from '@autospa/db';
import { marketingMessages, type contactBody, type jobApplicationFields } from '@autospa/contract';
import type { z } from 'zod';
import { httpErrors } from '@fastify/sensible';
import { uniqueViolation } from '../../lib/db-errors.js';
import type { ResumeKind } from './resume-type.js';

export function marketingService(db: Database) {
  return {
    async subscribe(email: string) {
      try {
        await db.insert(newsletterSubscribers).values({ email });
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw httpErrors.conflict(marketingMessages.alreadySubscribed);
        throw error;
      }
    },

    async saveContact(body: z.output<typeof contactBody>) {
      const [row] = await db.insert(contactMessages).values(body).returning();
      return row!;
    },

    async saveApplication(fields: z.output<typeof jobApplicationFields>, file: { name: string; bytes: Buffer; kind: ResumeKind }) {
      const [row] = await db
        .insert(jobApplications)
        .values({ ...fields, resumeName: file.name, resumeType: file.kind.mime, resumeSize: file.bytes.length, resume: file.bytes })
        .returning({ id: jobApplications.id });
      return row!;
    },
  };
}

export type MarketingService = ReturnType<typeof marketingService>;
