import type { Msg91Config } from './provider-config.js';
import { defaultTimeoutMs, digitsOf, isRecord, postToProvider, refusal, stringOf } from './provider-http.js';
import { PermanentSendError, type SendResult, type TextMessage, type TextSender } from './types.js';

// Answers that name the account rather than the message: worth trying again once the account is fixed.
const accountProblem = /auth|key|balance|credit|limit/i;

/**
 * MSG91's Flow API: the text is the DLT-registered template MSG91 holds under the template id; we send the id
 * and the variables (named as in the template), never the text.
 */
export function msg91Sender(config: Msg91Config, { timeoutMs = defaultTimeoutMs } = {}): TextSender {
  return {
    channel: 'sms',
    provider: 'msg91',
    async send(message: TextMessage): Promise<SendResult> {
      const templateId = config.templateIds[message.template];
      if (!templateId) throw new PermanentSendError(`msg91: no template id for "${message.template}" in MSG91_TEMPLATE_IDS`);
      const answer = await postToProvider('msg91', {
        url: `${config.baseUrl}/api/v5/flow`,
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: templateId,
          short_url: '0',
          recipients: [{ ...message.variables, mobiles: digitsOf(message.to) }],
        }),
        timeoutMs,
      });
      const body = isRecord(answer.body) ? answer.body : {};
      const detail = stringOf(body.message) ?? 'no message';
      if (answer.status >= 200 && answer.status < 300 && body.type === 'success') {
        return { provider: 'msg91', providerId: stringOf(body.message) };
      }
      if (answer.status >= 500) throw refusal('msg91', answer.status, detail);
      const permanent = ![401, 403, 408, 429].includes(answer.status) && !accountProblem.test(detail);
      throw refusal('msg91', answer.status, detail, permanent);
    },
  };
}
