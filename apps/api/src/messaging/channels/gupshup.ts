import type { GupshupConfig } from './provider-config.js';
import { defaultTimeoutMs, digitsOf, isRecord, postToProvider, refusal, stringOf } from './provider-http.js';
import { PermanentSendError, type SendResult, type TextMessage, type TextSender } from './types.js';

/** Gupshup's WhatsApp template API: the template's id and its variables in order, form-encoded. */
export function gupshupSender(config: GupshupConfig, { timeoutMs = defaultTimeoutMs } = {}): TextSender {
  return {
    channel: 'whatsapp',
    provider: 'gupshup',
    async send(message: TextMessage): Promise<SendResult> {
      const id = config.templateIds[message.template];
      if (!id) throw new PermanentSendError(`gupshup: no template id for "${message.template}" in GUPSHUP_TEMPLATE_IDS`);
      const form = new URLSearchParams({
        channel: 'whatsapp',
        source: config.source,
        destination: digitsOf(message.to),
        'src.name': config.appName,
        template: JSON.stringify({ id, params: Object.values(message.variables) }),
      });
      const answer = await postToProvider('gupshup', {
        url: `${config.baseUrl}/wa/api/v1/template/msg`,
        headers: { apikey: config.apiKey, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        timeoutMs,
      });
      const body = isRecord(answer.body) ? answer.body : {};
      if (answer.status >= 200 && answer.status < 300 && body.status !== 'error') {
        return { provider: 'gupshup', providerId: stringOf(body.messageId) };
      }
      throw refusal('gupshup', answer.status, stringOf(body.message) ?? 'no message');
    },
  };
}
