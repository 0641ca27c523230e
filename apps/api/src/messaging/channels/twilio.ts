import type { TwilioConfig } from './provider-config.js';
import { defaultTimeoutMs, isRecord, postToProvider, refusal, stringOf } from './provider-http.js';
import type { SendResult, TextMessage, TextSender } from './types.js';

/** Twilio's Messages API: the rendered text as the body (for India it must match a DLT-registered template). */
export function twilioSender(config: TwilioConfig, { timeoutMs = defaultTimeoutMs } = {}): TextSender {
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    channel: 'sms',
    provider: 'twilio',
    async send(message: TextMessage): Promise<SendResult> {
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else if (config.from) form.set('From', config.from);
      if (config.statusCallbackUrl) form.set('StatusCallback', config.statusCallbackUrl);
      const answer = await postToProvider('twilio', {
        url: `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        timeoutMs,
      });
      const body = isRecord(answer.body) ? answer.body : {};
      if (answer.status >= 200 && answer.status < 300) return { provider: 'twilio', providerId: stringOf(body.sid) };
      const code = stringOf(body.code);
      const detail = `${stringOf(body.message) ?? 'no message'}${code ? ` (code ${code})` : ''}`;
      throw refusal('twilio', answer.status, detail);
    },
  };
}
