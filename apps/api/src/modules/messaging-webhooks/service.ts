import { and, eq, inArray } from 'drizzle-orm';
import { messageOptOuts, notifications, type Database } from '@autospa/db';

/** Twilio's final answers about a message; the others (queued, sending, sent, accepted) change nothing here. */
const finalStatus: Record<string, 'delivered' | 'failed'> = { delivered: 'delivered', undelivered: 'failed', failed: 'failed' };

export interface DeliveryReport {
  messageId: string;
  providerStatus: string;
  errorCode: string | null;
}

// Delivery reports and replies from the providers, written into the delivery log and the opt-out list.
export function messagingWebhookService(db: Database) {
  return {
    /**
     * Moves a sent message to delivered or failed. Only a row still queued or sent moves, so a report that
     * comes twice, late or out of order changes nothing. Returns whether a row changed.
     */
    async applyDeliveryReport(provider: string, report: DeliveryReport): Promise<boolean> {
      const status = finalStatus[report.providerStatus];
      if (!status) return false;
      const error =
        status === 'failed'
          ? `${provider} reported ${report.providerStatus}${report.errorCode ? ` (error ${report.errorCode})` : ''}`
          : null;
      const changed = await db
        .update(notifications)
        .set({ status, error, updatedAt: new Date() })
        .where(
          and(
            eq(notifications.provider, provider),
            eq(notifications.providerId, report.messageId),
            inArray(notifications.status, ['queued', 'sent']),
          ),
        )
        .returning({ id: notifications.id });
      return changed.length > 0;
    },

    /** The recipient asked for no more messages on the channel; asking again keeps the first date. */
    async optOut(recipient: string, channel: 'sms' | 'whatsapp'): Promise<void> {
      await db.insert(messageOptOuts).values({ recipient, channel }).onConflictDoNothing();
    },

    /** "START": the recipient takes messages on the channel again. */
    async optIn(recipient: string, channel: 'sms' | 'whatsapp'): Promise<void> {
      await db.delete(messageOptOuts).where(and(eq(messageOptOuts.recipient, recipient), eq(messageOptOuts.channel, channel)));
    },
  };
}
