import { desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { contactMessages, jobApplications, newsletterSubscribers, type Database } from '@autospa/db';
import { likePattern, paged, type PageQuery } from '../../lib/paging.js';

export interface ListQuery extends PageQuery {
  q?: string;
}

const search = (q: string | undefined, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined =>
  q?.trim() ? or(...columns.map((c) => ilike(c, likePattern(q)))) : undefined;

// The résumé bytes are only read by the download route.
const { resume: _resume, ...applicationColumns } = getTableColumns(jobApplications);

// What the public forms stored (modules/marketing), as the Admin reads, marks and deletes it.
export function inboxService(db: Database) {
  return {
    contactMessages(query: ListQuery) {
      const where = search(query.q, contactMessages.fullName, contactMessages.email, contactMessages.message);
      return paged(db, contactMessages, where, query, (w) => {
        const q = db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt));
        return q.limit(w.limit).offset(w.offset);
      });
    },

    subscribers(query: ListQuery) {
      const where = search(query.q, newsletterSubscribers.email);
      return paged(db, newsletterSubscribers, where, query, (w) => {
        const q = db.select().from(newsletterSubscribers).where(where).orderBy(desc(newsletterSubscribers.createdAt));
        return q.limit(w.limit).offset(w.offset);
      });
    },

    applications(query: ListQuery) {
      const where = search(query.q, jobApplications.name, jobApplications.email, jobApplications.location);
      return paged(db, jobApplications, where, query, (w) => {
        const q = db.select(applicationColumns).from(jobApplications).where(where).orderBy(desc(jobApplications.createdAt));
        return q.limit(w.limit).offset(w.offset);
      });
    },

    async resume(id: string) {
      const [row] = await db
        .select({ name: jobApplications.resumeName, type: jobApplications.resumeType, bytes: jobApplications.resume })
        .from(jobApplications)
        .where(eq(jobApplications.id, id));
      return row;
    },

    async markRead(id: string, read: boolean) {
      const rows = await db
        .update(contactMessages)
        .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },

    async remove(table: typeof contactMessages | typeof newsletterSubscribers | typeof jobApplications, id: string) {
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}

export type InboxService = ReturnType<typeof inboxService>;
