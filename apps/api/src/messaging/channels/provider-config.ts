// Which provider sends each text channel, and its settings, from the environment (config.ts calls this once).

export interface Msg91Config {
  provider: 'msg91';
  authKey: string;
  /** Our template name ('reminder') → MSG91's template (flow) id, which MSG91 links to the DLT template id. */
  templateIds: Record<string, string>;
  baseUrl: string;
}

export interface TwilioConfig {
  provider: 'twilio';
  accountSid: string;
  authToken: string;
  /** One of the two: a sending number, or a messaging service (which picks the sender). */
  from: string | null;
  messagingServiceSid: string | null;
  /** Where Twilio posts each message's delivery reports: PUBLIC_URL + twilioStatusPath; null without PUBLIC_URL. */
  statusCallbackUrl: string | null;
  baseUrl: string;
}

/** Twilio's webhooks (modules/messaging-webhooks), served while Twilio sends the SMS. */
export const twilioWebhookPaths = { status: '/tor/webhooks/twilio/status', inbound: '/tor/webhooks/twilio/inbound' } as const;

export interface WhatsAppCloudConfig {
  provider: 'whatsapp-cloud';
  token: string;
  phoneNumberId: string;
  /** Our template name → the approved WhatsApp template's name; a name not listed is sent with '-' as '_'. */
  templateNames: Record<string, string>;
  baseUrl: string;
}

export interface GupshupConfig {
  provider: 'gupshup';
  apiKey: string;
  /** The business's WhatsApp number, digits with the country code. */
  source: string;
  appName: string;
  /** Our template name → Gupshup's template id. */
  templateIds: Record<string, string>;
  baseUrl: string;
}

export type SmsProviderConfig = Msg91Config | TwilioConfig;
export type WhatsAppProviderConfig = WhatsAppCloudConfig | GupshupConfig;

/** null: the development outbox sender. */
export interface TextProviders {
  sms: SmsProviderConfig | null;
  whatsapp: WhatsAppProviderConfig | null;
}

export const smsProviders = ['msg91', 'twilio'] as const;
export const whatsAppProviders = ['whatsapp-cloud', 'gupshup'] as const;

/** The environment variables read here (config.ts parses them as trimmed strings, empty as unset). */
export interface TextProviderEnv {
  SMS_PROVIDER?: (typeof smsProviders)[number];
  WHATSAPP_PROVIDER?: (typeof whatsAppProviders)[number];
  MSG91_AUTH_KEY?: string;
  MSG91_TEMPLATE_IDS?: string;
  MSG91_BASE_URL?: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_MESSAGING_SERVICE_SID?: string;
  TWILIO_BASE_URL?: string;
  WHATSAPP_CLOUD_TOKEN?: string;
  WHATSAPP_CLOUD_PHONE_NUMBER_ID?: string;
  WHATSAPP_CLOUD_TEMPLATE_NAMES?: string;
  WHATSAPP_CLOUD_BASE_URL?: string;
  GUPSHUP_API_KEY?: string;
  GUPSHUP_SOURCE?: string;
  GUPSHUP_APP_NAME?: string;
  GUPSHUP_TEMPLATE_IDS?: string;
  GUPSHUP_BASE_URL?: string;
  /** The site's address as providers reach it, for their delivery reports. */
  PUBLIC_URL?: string;
}

type Variable = keyof TextProviderEnv;

/** Collects what is wrong, so one start names every missing variable at once. */
class Problems {
  readonly list: string[] = [];
  required(env: TextProviderEnv, chosen: string, names: Variable[]): void {
    const missing = names.filter((name) => !env[name]);
    if (missing.length > 0) this.list.push(`${chosen} needs ${missing.join(', ')}`);
  }
  /** 'reminder=1107…,booking-confirmed=1107…' → a record; a malformed entry is named. */
  pairs(env: TextProviderEnv, name: Variable): Record<string, string> {
    const result: Record<string, string> = {};
    for (const entry of (env[name] ?? '').split(',')) {
      if (entry.trim() === '') continue;
      const [key, value, ...rest] = entry.split('=').map((part) => part.trim());
      if (!key || !value || rest.length > 0) this.list.push(`${name}: "${entry.trim()}" is not name=id`);
      else result[key] = value;
    }
    return result;
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function smsOf(env: TextProviderEnv, problems: Problems): SmsProviderConfig | null {
  if (env.SMS_PROVIDER === 'msg91') {
    problems.required(env, 'SMS_PROVIDER=msg91', ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_IDS']);
    return {
      provider: 'msg91',
      authKey: env.MSG91_AUTH_KEY ?? '',
      templateIds: problems.pairs(env, 'MSG91_TEMPLATE_IDS'),
      baseUrl: trimSlash(env.MSG91_BASE_URL ?? 'https://control.msg91.com'),
    };
  }
  if (env.SMS_PROVIDER === 'twilio') {
    problems.required(env, 'SMS_PROVIDER=twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN']);
    if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
      problems.list.push('SMS_PROVIDER=twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
    }
    return {
      provider: 'twilio',
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      from: env.TWILIO_FROM ?? null,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID ?? null,
      statusCallbackUrl: env.PUBLIC_URL ? `${trimSlash(env.PUBLIC_URL)}${twilioWebhookPaths.status}` : null,
      baseUrl: trimSlash(env.TWILIO_BASE_URL ?? 'https://api.twilio.com'),
    };
  }
  return null;
}

function whatsAppOf(env: TextProviderEnv, problems: Problems): WhatsAppProviderConfig | null {
  if (env.WHATSAPP_PROVIDER === 'whatsapp-cloud') {
    problems.required(env, 'WHATSAPP_PROVIDER=whatsapp-cloud', ['WHATSAPP_CLOUD_TOKEN', 'WHATSAPP_CLOUD_PHONE_NUMBER_ID']);
    return {
      provider: 'whatsapp-cloud',
      token: env.WHATSAPP_CLOUD_TOKEN ?? '',
      phoneNumberId: env.WHATSAPP_CLOUD_PHONE_NUMBER_ID ?? '',
      templateNames: problems.pairs(env, 'WHATSAPP_CLOUD_TEMPLATE_NAMES'),
      baseUrl: trimSlash(env.WHATSAPP_CLOUD_BASE_URL ?? 'https://graph.facebook.com'),
    };
  }
  if (env.WHATSAPP_PROVIDER === 'gupshup') {
    problems.required(env, 'WHATSAPP_PROVIDER=gupshup', ['GUPSHUP_API_KEY', 'GUPSHUP_SOURCE', 'GUPSHUP_APP_NAME', 'GUPSHUP_TEMPLATE_IDS']);
    return {
      provider: 'gupshup',
      apiKey: env.GUPSHUP_API_KEY ?? '',
      source: (env.GUPSHUP_SOURCE ?? '').replace(/^\+/, ''),
      appName: env.GUPSHUP_APP_NAME ?? '',
      templateIds: problems.pairs(env, 'GUPSHUP_TEMPLATE_IDS'),
      baseUrl: trimSlash(env.GUPSHUP_BASE_URL ?? 'https://api.gupshup.io'),
    };
  }
  return null;
}

/** The providers chosen; a provider without its variables stops the start with every missing one named. */
export function textProvidersOf(env: TextProviderEnv): TextProviders {
  const problems = new Problems();
  const providers = { sms: smsOf(env, problems), whatsapp: whatsAppOf(env, problems) };
  if (problems.list.length > 0) throw new Error(`Invalid configuration: ${problems.list.join('; ')}`);
  return providers;
}
