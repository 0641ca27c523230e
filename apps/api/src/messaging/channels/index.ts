import { gupshupSender } from './gupshup.js';
import { msg91Sender } from './msg91.js';
import { outboxSender } from './outbox.js';
import type { SmsProviderConfig, TextProviders, WhatsAppProviderConfig } from './provider-config.js';
import { twilioSender } from './twilio.js';
import type { TextChannel, TextSender } from './types.js';
import { whatsAppCloudSender } from './whatsapp-cloud.js';

export type { TextProviders } from './provider-config.js';
export type { TextChannel, TextSender } from './types.js';

function smsSender(config: SmsProviderConfig): TextSender {
  return config.provider === 'msg91' ? msg91Sender(config) : twilioSender(config);
}

function whatsAppSender(config: WhatsAppProviderConfig): TextSender {
  return config.provider === 'whatsapp-cloud' ? whatsAppCloudSender(config) : gupshupSender(config);
}

/**
 * One sender per text channel: the provider the configuration names (SMS_PROVIDER, WHATSAPP_PROVIDER), or the
 * development outbox (<outboxRoot>/sms, <outboxRoot>/whatsapp). loadConfig has already refused a provider
 * without its variables.
 */
export function createTextSenders(config: { textProviders: TextProviders }, outboxRoot: string): Record<TextChannel, TextSender> {
  const { sms, whatsapp } = config.textProviders;
  return {
    sms: sms ? smsSender(sms) : outboxSender('sms', outboxRoot),
    whatsapp: whatsapp ? whatsAppSender(whatsapp) : outboxSender('whatsapp', outboxRoot),
  };
}
