import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTextSenders } from './index.js';
import { sampleMessage } from './test-provider-server.js';

const root = mkdtempSync(join(tmpdir(), 'autospa-text-senders-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('createTextSenders', () => {
  it('writes to the development outbox when no provider is configured', async () => {
    const senders = createTextSenders(loadConfig({}), root);
    expect([senders.sms.provider, senders.whatsapp.provider]).toEqual(['outbox', 'outbox']);
    expect([senders.sms.channel, senders.whatsapp.channel]).toEqual(['sms', 'whatsapp']);
    await senders.sms.send(sampleMessage);
    expect(readdirSync(join(root, 'sms'))).toHaveLength(1);
  });

  it('picks MSG91 and the WhatsApp Cloud API from the configuration', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_IDS: 'reminder=6650aa11, booking-confirmed=6650bb22',
      WHATSAPP_PROVIDER: 'whatsapp-cloud',
      WHATSAPP_CLOUD_TOKEN: 't',
      WHATSAPP_CLOUD_PHONE_NUMBER_ID: '1065',
    });
    expect(config.textProviders.sms).toEqual({
      provider: 'msg91',
      authKey: 'k',
      templateIds: { reminder: '6650aa11', 'booking-confirmed': '6650bb22' },
      baseUrl: 'https://control.msg91.com',
    });
    const senders = createTextSenders(config, root);
    expect([senders.sms.provider, senders.whatsapp.provider]).toEqual(['msg91', 'whatsapp-cloud']);
  });

  it('picks Twilio and Gupshup from the configuration', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_MESSAGING_SERVICE_SID: 'MG1',
      TWILIO_BASE_URL: 'http://127.0.0.1:9/',
      WHATSAPP_PROVIDER: 'gupshup',
      GUPSHUP_API_KEY: 'g',
      GUPSHUP_SOURCE: '+917834811114',
      GUPSHUP_APP_NAME: 'AutoSpaApp',
      GUPSHUP_TEMPLATE_IDS: 'reminder=c6ae',
    });
    expect(config.textProviders.sms).toMatchObject({
      provider: 'twilio',
      from: null,
      messagingServiceSid: 'MG1',
      baseUrl: 'http://127.0.0.1:9',
    });
    expect(config.textProviders.whatsapp).toMatchObject({ provider: 'gupshup', source: '917834811114' });
    const senders = createTextSenders(config, root);
    expect([senders.sms.provider, senders.whatsapp.provider]).toEqual(['twilio', 'gupshup']);
  });

  it("asks Twilio for delivery reports at PUBLIC_URL's status webhook", () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://wash.autospa.example/',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15005550006',
    });
    expect(config.textProviders.sms).toMatchObject({ statusCallbackUrl: 'https://wash.autospa.example/tor/webhooks/twilio/status' });
  });

  it('refuses to start with a provider whose variables are missing, naming each of them', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      'Invalid configuration: SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN; SMS_PROVIDER=twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
    );
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'gupshup', GUPSHUP_API_KEY: 'g' })).toThrow(
      'Invalid configuration: WHATSAPP_PROVIDER=gupshup needs GUPSHUP_SOURCE, GUPSHUP_APP_NAME, GUPSHUP_TEMPLATE_IDS',
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_IDS: 'reminder' })).toThrow(
      'Invalid configuration: MSG91_TEMPLATE_IDS: "reminder" is not name=id',
    );
  });

  it('refuses an unknown provider and a base URL that is not one', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'textlocal' })).toThrow(/^Invalid configuration: SMS_PROVIDER: /);
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'whatsapp-cloud', WHATSAPP_CLOUD_BASE_URL: 'graph' })).toThrow(
      /^Invalid configuration: WHATSAPP_CLOUD_BASE_URL: /,
    );
  });
});
