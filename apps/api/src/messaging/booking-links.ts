import { tokenSeal } from './signed-token.js';

// Issue 19: the one-tap links of a reminder. A token names the booking, the action and when it expires (the
// booking's start), signed with HMAC-SHA256 under the server's secret; nothing is stored to sign one. Using
// one is recorded (booking_link_uses) so each action of a token happens once.

export const LINK_ACTIONS = ['confirm', 'reschedule', 'cancel'] as const;
export type LinkAction = (typeof LINK_ACTIONS)[number];

export interface BookingLink {
  bookingId: string;
  action: LinkAction;
  expiresAt: Date;
}

export interface BookingLinkSigner {
  sign(link: BookingLink): string;
  /** What the token stands for, or undefined when this server did not sign it exactly so (expiry not checked). */
  verify(token: string): BookingLink | undefined;
}

const UUID = /^[0-9a-f]{32}$/;

export function bookingLinkSigner(secret: string | undefined): BookingLinkSigner {
  const { seal, open } = tokenSeal(secret, 'booking-link');
  const payloadOf = ({ bookingId, action, expiresAt }: BookingLink) => {
    const payload = Buffer.alloc(16 + 6 + 1);
    Buffer.from(bookingId.replaceAll('-', ''), 'hex').copy(payload, 0);
    payload.writeUIntBE(Math.floor(expiresAt.getTime() / 1000), 16, 6);
    payload.writeUInt8(LINK_ACTIONS.indexOf(action), 22);
    return payload;
  };
  return {
    sign: (link) => seal(payloadOf(link)),
    verify(token) {
      const payload = open(token);
      if (payload?.length !== 23) return undefined;
      const hex = payload.subarray(0, 16).toString('hex');
      const action = LINK_ACTIONS[payload.readUInt8(22)];
      if (!UUID.test(hex) || !action) return undefined;
      const bookingId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return { bookingId, action, expiresAt: new Date(payload.readUIntBE(16, 6) * 1000) };
    },
  };
}
