import { describe, expect, it } from 'vitest';
import { isTwilioSignatureValid, twilioSignature } from './twilio-signature.js';

// The worked example of Twilio's request validation (its SDKs' tests use the same vector).
const token = '12345';
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = { Digits: '1234', To: '+18005551212', From: '+14158675309', Caller: '+14158675309', CallSid: 'CA1234567890ABCDE' };
const documented = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe('Twilio signature', () => {
  it("reproduces Twilio's documented signature, whatever the parameters' order", () => {
    expect(twilioSignature(token, url, params)).toBe(documented);
    expect(isTwilioSignatureValid(token, url, params, documented)).toBe(true);
  });

  it('refuses a changed parameter, URL or token, and a missing or malformed header', () => {
    expect(isTwilioSignatureValid(token, url, { ...params, Digits: '9999' }, documented)).toBe(false);
    expect(isTwilioSignatureValid(token, `${url}&x=1`, params, documented)).toBe(false);
    expect(isTwilioSignatureValid('54321', url, params, documented)).toBe(false);
    expect(isTwilioSignatureValid(token, url, params, undefined)).toBe(false);
    expect(isTwilioSignatureValid(token, url, params, '')).toBe(false);
    expect(isTwilioSignatureValid(token, url, params, 'short')).toBe(false);
  });
});
