import type { MessageLanguage } from '@autospa/contract';

// Issue 19: SMS and WhatsApp go through a sender per channel, the provider chosen by configuration
// (channels/index.ts). Without configuration a development sender writes each message to DATA_DIR/outbox/<channel>.

export type TextChannel = 'sms' | 'whatsapp';

export interface TextMessage {
  /** E.164: '+919810012345'. */
  to: string;
  /** The whole message as the customer reads it (the template rendered, opt-out line included). */
  text: string;
  /** The template's name ('reminder'): providers that send registered templates (DLT, WhatsApp) map it to theirs. */
  template: string;
  language: MessageLanguage;
  /** The template's variables, in the order the template names them. */
  variables: Record<string, string>;
}

export interface SendResult {
  /** The adapter that sent it: 'outbox', 'msg91', 'twilio', 'whatsapp-cloud', 'gupshup'. */
  provider: string;
  /** The provider's id of the message (for delivery reports); null when it gives none. */
  providerId: string | null;
}

export interface TextSender {
  readonly channel: TextChannel;
  readonly provider: string;
  /** Resolves once the provider accepted the message; throws on failure (PermanentSendError: do not retry). */
  send(message: TextMessage): Promise<SendResult>;
}

/** The provider refused the message for good (an invalid number, a template it does not know): retrying cannot help. */
export class PermanentSendError extends Error {
  override readonly name = 'PermanentSendError';
}
