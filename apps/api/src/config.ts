import { resolve } from 'node:path';
import { z } from 'zod';
import { businessDetailsBody, SAMPLE_BUSINESS, type BusinessDetails } from '@autospa/contract';
import type { RazorpayConfig } from './payments-gateway/types.js';
import { smsProviders, textProvidersOf, whatsAppProviders } from './messaging/channels/provider-config.js';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const optionalUrl = optional.pipe(z.string().url().optional());

// The only place that reads the environment (STYLE.md rule 8).
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  ADMIN_USERNAME: optional,
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  ADMIN_PHONE: optional,
  DEMO_DATA: optional.transform((v) => v === '1' || v === 'true'),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Auto Spa <bookings@autospa.example>'),
  BUSINESS_EMAIL: z.string().email().default('hello@autospa.example'),
  // The business's details the settings start with (issue 18); the Admin edits them in Settings afterwards.
  BUSINESS_NAME: optional,
  BUSINESS_STREET: optional,
  BUSINESS_CITY: optional,
  BUSINESS_REGION: optional,
  BUSINESS_POSTAL_CODE: optional,
  BUSINESS_PHONES: optional,
  BUSINESS_EMAILS: optional,
  BUSINESS_MAP_URL: optional,
  // Where the site is reached from outside: links in mail point there (never at a request's Host header).
  PUBLIC_URL: z.string().url().optional(),
  MAIL_OUTBOX_DIR: optional,
  // Signs guests' manage links (issue 16); without it each start draws its own and older links stop working.
  MANAGE_LINK_SECRET: optional,
  REDIS_URL: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optional.transform((v) => v === '1' || v === 'true'),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  // SMS and WhatsApp (issue 19): unset, each message is written to DATA_DIR/outbox/sms|whatsapp.
  SMS_PROVIDER: optional.pipe(z.enum(smsProviders).optional()),
  WHATSAPP_PROVIDER: optional.pipe(z.enum(whatsAppProviders).optional()),
  MSG91_AUTH_KEY: optional,
  MSG91_TEMPLATE_IDS: optional,
  MSG91_BASE_URL: optionalUrl,
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM: optional,
  TWILIO_MESSAGING_SERVICE_SID: optional,
  TWILIO_BASE_URL: optionalUrl,
  WHATSAPP_CLOUD_TOKEN: optional,
  WHATSAPP_CLOUD_PHONE_NUMBER_ID: optional,
  WHATSAPP_CLOUD_TEMPLATE_NAMES: optional,
  WHATSAPP_CLOUD_BASE_URL: optionalUrl,
  GUPSHUP_API_KEY: optional,
  GUPSHUP_SOURCE: optional,
  GUPSHUP_APP_NAME: optional,
  GUPSHUP_TEMPLATE_IDS: optional,
  GUPSHUP_BASE_URL: optionalUrl,
  // Paying online (issue 21): without RAZORPAY_KEY_ID the feature is off and the screens offer pay at the wash.
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_BASE_URL: z.string().url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.string().url().default('https://checkout.razorpay.com/v1/checkout.js'),
});

export interface Limits {
  /**
   * Sign-in attempts per window: per account (far higher than one person needs, so an attacker cannot lock
   * the owner out), per client address across accounts, and per identifier from one address, where each
   * attempt after the free ones waits 1 s, 2 s, 4 s … after the last.
   */
  loginFailuresPerAccount: number;
  loginFailuresPerIp: number;
  loginFreeAttemptsPerAddress: number;
  loginWindowMs: number;
  /** Requests per client address per window on the e-mail sending and code checking routes. */
  sendOtpPerWindow: number;
  updatePasswordPerWindow: number;
  registrationsPerWindow: number;
  /** Newsletter, contact and job-application submissions per client address per window. */
  publicFormsPerWindow: number;
  formWindowMs: number;
  /** Profile updates per account per window (each may check the current password). */
  profileUpdatesPerWindow: number;
  /** create-booking per signed-in account and per client address, and Book Now requests per address and per phone, per form window. */
  bookingsPerAccount: number;
  bookingsPerAddress: number;
  publicBookingsPerAddress: number;
  publicBookingsPerPhone: number;
}

export const defaultLimits: Limits = {
  loginFailuresPerAccount: 100,
  loginFailuresPerIp: 50,
  loginFreeAttemptsPerAddress: 5,
  loginWindowMs: 15 * 60_000,
  sendOtpPerWindow: 10,
  updatePasswordPerWindow: 20,
  registrationsPerWindow: 20,
  publicFormsPerWindow: 10,
  formWindowMs: 15 * 60_000,
  profileUpdatesPerWindow: 10,
  // A front desk booking phone customers makes one every 45 s at most; an office behind one address, a few people.
  bookingsPerAccount: 20,
  bookingsPerAddress: 60,
  publicBookingsPerAddress: 10,
  publicBookingsPerPhone: 5,
};

/** Multiplies every request count (not the windows); end-to-end runs sign in far more than a person would. */
export function scaleLimits(limits: Limits, factor: number): Limits {
  const scale = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    ...limits,
    loginFailuresPerAccount: scale(limits.loginFailuresPerAccount),
    loginFailuresPerIp: scale(limits.loginFailuresPerIp),
    loginFreeAttemptsPerAddress: scale(limits.loginFreeAttemptsPerAddress),
    sendOtpPerWindow: scale(limits.sendOtpPerWindow),
    updatePasswordPerWindow: scale(limits.updatePasswordPerWindow),
    registrationsPerWindow: scale(limits.registrationsPerWindow),
    publicFormsPerWindow: scale(limits.publicFormsPerWindow),
    profileUpdatesPerWindow: scale(limits.profileUpdatesPerWindow),
    bookingsPerAccount: scale(limits.bookingsPerAccount),
    bookingsPerAddress: scale(limits.bookingsPerAddress),
    publicBookingsPerAddress: scale(limits.publicBookingsPerAddress),
    publicBookingsPerPhone: scale(limits.publicBookingsPerPhone),
  };
}

const businessVariables: Record<keyof BusinessDetails, string> = {
  name: 'BUSINESS_NAME',
  street: 'BUSINESS_STREET',
  city: 'BUSINESS_CITY',
  region: 'BUSINESS_REGION',
  postalCode: 'BUSINESS_POSTAL_CODE',
  phones: 'BUSINESS_PHONES',
  emails: 'BUSINESS_EMAILS',
  mapUrl: 'BUSINESS_MAP_URL',
};

/** Razorpay's settings when its key is set (all three secrets then required), else null: online payment is off. */
function razorpayOf(c: z.output<typeof envSchema>): RazorpayConfig | null {
  if (!c.RAZORPAY_KEY_ID) return null;
  if (!c.RAZORPAY_KEY_SECRET || !c.RAZORPAY_WEBHOOK_SECRET) {
    throw new Error('Invalid configuration: RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are required with RAZORPAY_KEY_ID');
  }
  return {
    keyId: c.RAZORPAY_KEY_ID,
    keySecret: c.RAZORPAY_KEY_SECRET,
    webhookSecret: c.RAZORPAY_WEBHOOK_SECRET,
    baseUrl: c.RAZORPAY_BASE_URL.replace(/\/+$/, ''),
    checkoutUrl: c.RAZORPAY_CHECKOUT_URL,
  };
}

const commaList = (value: string | undefined) => value?.split(',').map((v) => v.trim());

/** The BUSINESS_* variables over BRAND.md's sample values, checked as the Admin's settings form checks them. */
function businessDetailsOf(c: z.output<typeof envSchema>): BusinessDetails {
  const parsed = businessDetailsBody.safeParse({
    name: c.BUSINESS_NAME ?? SAMPLE_BUSINESS.name,
    street: c.BUSINESS_STREET ?? SAMPLE_BUSINESS.street,
    city: c.BUSINESS_CITY ?? SAMPLE_BUSINESS.city,
    region: c.BUSINESS_REGION ?? SAMPLE_BUSINESS.region,
    postalCode: c.BUSINESS_POSTAL_CODE ?? SAMPLE_BUSINESS.postalCode,
    phones: commaList(c.BUSINESS_PHONES) ?? [...SAMPLE_BUSINESS.phones],
    emails: commaList(c.BUSINESS_EMAILS) ?? [...SAMPLE_BUSINESS.emails],
    mapUrl: c.BUSINESS_MAP_URL ?? null,
  });
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${businessVariables[i.path[0] as keyof BusinessDetails]}: ${i.message}`).join('; ');
  throw new Error(`Invalid configuration: ${issues}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const c = parsed.data;
  const dataDir = resolve(c.DATA_DIR);
  return {
    ...c,
    DATA_DIR: dataDir,
    outboxDir: c.MAIL_OUTBOX_DIR ? resolve(c.MAIL_OUTBOX_DIR) : resolve(dataDir, 'outbox'),
    limits: scaleLimits(defaultLimits, c.RATE_LIMIT_FACTOR),
    business: businessDetailsOf(c),
    textProviders: textProvidersOf(c),
    razorpay: razorpayOf(c),
    publicUrl: (c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}`).replace(/\/+$/, ''),
  };
}
