import type { WhatsAppCloudConfig } from './provider-config.js';
import { defaultTimeoutMs, digitsOf, isPermanentStatus, isRecord, postToProvider, refusal, stringOf } from './provider-http.js';
import type { SendResult, TextMessage, TextSender } from './types.js';

export const whatsAppCloudApiVersion = 'v21.0';

// Throughput and pair rate limits, sometimes answered with HTTP 400: wait and try again.
const rateLimitCodes = new Set(['4', '80007', '130429', '131048', '131056']);

/**
 * WhatsApp Cloud API: a message that starts a conversation must be an approved template; we send its name,
 * the language and the variables in order as the body's parameters.
 */
export function whatsAppCloudSender(config: WhatsAppCloudConfig, { timeoutMs = defaultTimeoutMs } = {}): TextSender {
  return {
    channel: 'whatsapp',
    provider: 'whatsapp-cloud',
    async send(message: TextMessage): Promise<SendResult> {
      const name = config.templateNames[message.template] ?? message.template.replace(/-/g, '_');
      const parameters = Object.values(message.variables).map((text) => ({ type: 'text', text }));
      const answer = await postToProvider('whatsapp-cloud', {
        url: `${config.baseUrl}/${whatsAppCloudApiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`,
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: digitsOf(message.to),
          type: 'template',
          template: { name, language: { code: message.language }, components: [{ type: 'body', parameters }] },
        }),
        timeoutMs,
      });
      const body = isRecord(answer.body) ? answer.body : {};
      if (answer.status >= 200 && answer.status < 300) {
        const first: unknown = Array.isArray(body.messages) ? body.messages[0] : undefined;
        return { provider: 'whatsapp-cloud', providerId: isRecord(first) ? stringOf(first.id) : null };
      }
      const error = isRecord(body.error) ? body.error : {};
      const code = stringOf(error.code);
      const detail = `${stringOf(error.message) ?? 'no message'}${code ? ` (code ${code})` : ''}`;
      const permanent = isPermanentStatus(answer.status) && !(code !== null && rateLimitCodes.has(code));
      throw refusal('whatsapp-cloud', answer.status, detail, permanent);
    },
  };
}
