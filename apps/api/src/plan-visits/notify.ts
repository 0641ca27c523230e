import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatInr, type MessageLanguage } from '@autospa/contract';
import { notifications, type Database } from '@autospa/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail } from '../mail/mailer.js';
import { queueMailSql, type MailQueue } from '../mail/queue.js';
import type { TextChannel } from '../messaging/channels/types.js';
import { dispatchText, type DispatchDeps } from '../messaging/dispatch.js';
import { toE164 } from '../messaging/phone.js';
import { render } from '../messaging/render.js';
import { businessView } from '../modules/settings/business.js';
import { loadSettings } from '../modules/settings/service.js';
import type { VisitMessageData } from './jobs.js';
import { visitValueSql } from './missed.js';

// The customer hears of a visit that could not be placed (no bay, team or staff free that day) or that was missed
// and credited: by email, and by SMS/WhatsApp on the channels the customer chose, as reminders go (issue 19).

export interface VisitMessageDeps extends DispatchDeps {
  mailer: MailQueue;
  log: FastifyBaseLogger;
}

const TEMPLATES = { unplaced: 'plan-visit-unplaced', missed: 'plan-visit-missed' } as const;

type VisitFacts = {
  accountId: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: MessageLanguage;
  channels: TextChannel[];
  plan: string;
  visitDate: string;
  plate: string;
  valuePaise: number;
};

async function factsOf(db: Database, visitId: string): Promise<VisitFacts | undefined> {
  const { rows } = await db.execute<VisitFacts>(sql`
    select a.id as "accountId", a.username as name, a.email, a.phone, a.language, a.message_channels as channels, p.name as plan,
      pv.visit_date::text as "visitDate", v.plate, ${visitValueSql} as "valuePaise"
    from plan_visits pv join subscriptions s on s.id = pv.subscription_id join plans p on p.id = s.plan_id
    join accounts a on a.id = s.user_id join vehicles v on v.id = s.vehicle_id
    where pv.id = ${visitId}`);
  return rows[0];
}

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The dedupe key of one message: never twice for one visit, kind and channel, even after a crash. */
export const visitMessageKey = (data: VisitMessageData, channel: string) => `plan-visit:${data.visitId}:${data.kind}:${channel}`;

/** The job's handler: one visit's message on every channel the customer has. */
export async function sendVisitMessage(deps: VisitMessageDeps, data: VisitMessageData): Promise<void> {
  const facts = await factsOf(deps.db, data.visitId);
  if (!facts) return;
  const business = businessView(await loadSettings(deps.db));
  const template = TEMPLATES[data.kind];
  const variables = {
    name: facts.name,
    plan: facts.plan,
    date: dayLabel(facts.visitDate),
    plate: facts.plate,
    value: formatInr(facts.valuePaise),
    business: business.name,
  };
  if (facts.email) {
    const id = randomUUID();
    const mail: Mail = {
      to: facts.email,
      subject: render(template, facts.language, 'subject', variables),
      text: render(template, facts.language, 'text', variables),
      html: render(template, facts.language, 'html', variables),
      log: { template, bookingId: null, accountId: facts.accountId, notificationId: id },
    };
    // The log row and the mail job in one statement: a retry finds the row and queues nothing.
    await deps.db.execute(sql`
      with logged as (
        insert into ${notifications} (id, account_id, channel, template, language, recipient, status, dedupe_key)
        values (${id}, ${facts.accountId}, 'email', ${template}, ${facts.language}, ${mail.to}, 'queued', ${visitMessageKey(data, 'email')})
        on conflict (dedupe_key) do nothing
        returning id
      )
      ${queueMailSql(mail, sql`exists (select 1 from logged)`, 1)}`);
    deps.mailer.poke();
  }
  const phone = facts.phone ? toE164(facts.phone) : null;
  if (!phone) return;
  const text = render(template, facts.language, 'sms', variables);
  const failures: unknown[] = [];
  for (const channel of facts.channels ?? []) {
    try {
      await dispatchText(deps, {
        channel,
        to: phone,
        text,
        template,
        language: facts.language,
        variables,
        accountId: facts.accountId,
        dedupeKey: visitMessageKey(data, channel),
      });
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}
