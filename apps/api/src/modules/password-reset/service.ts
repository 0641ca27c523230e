import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@autospa/contract';
import { accounts, hashPassword, passwordResets, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { newOtp, newToken, otpDigest, sameBytes, sha256 } from '../../lib/tokens.js';
import { queueMailSql, type MailQueue } from '../../mail/queue.js';
import { revokeAccountSessions } from '../auth/sessions.js';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;

function otpMail(username: string, otp: string) {
  return {
    subject: 'Your Auto Spa password code',
    text: `Hello ${username},\n\nYour code to set a new Auto Spa password is ${otp}.\nIt works once, for ${OTP_TTL_MINUTES} minutes.\n\nIf you did not ask for it, ignore this email: your password stays as it is.\n\nAuto Spa`,
  };
}

export function passwordResetService(db: Database, mailer: MailQueue) {
  return {
    // Known or not, the caller gets a token and the same message, after the same work: one lookup, then one
    // statement that retires earlier codes, stores this one and queues the mail — for an unknown email the
    // same statement, whose update and mail insert touch no row. No account enumeration, by answer or by time.
    async sendOtp(emailId: string): Promise<{ token: string; message: string }> {
      const [account] = await db
        .select({ id: accounts.id, email: accounts.email, username: accounts.username })
        .from(accounts)
        .where(and(eq(accounts.email, emailId), eq(accounts.active, true)))
        .limit(1);
      const token = newToken();
      const otp = newOtp();
      const accountId = account?.id ?? null;
      const mail = otpMail(account?.username ?? '', otp);
      await db.execute(sql`
        with retired as (
          update password_resets set used_at = now() where account_id = ${accountId}::uuid and used_at is null
        ), queued as (
          ${queueMailSql({ to: account?.email ?? '', subject: mail.subject, text: mail.text, log: { template: 'password-otp', accountId } }, sql`${accountId}::uuid is not null`)}
        )
        insert into password_resets (token_hash, account_id, otp_hash, expires_at)
        values (${sha256(token)}, ${accountId}::uuid, ${otpDigest(token, otp)}, now() + make_interval(mins => ${OTP_TTL_MINUTES}))`);
      if (account) mailer.poke();
      return { token, message: messages.password.otpSent };
    },

    async updatePassword(token: string, otp: number, newPassword: string, keepSession?: Buffer): Promise<void> {
      const code = String(otp).padStart(6, '0');
      const result = await db.transaction(async (tx) => {
        const [reset] = await tx
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.tokenHash, sha256(token)))
          .for('update')
          .limit(1);
        if (!reset || !reset.accountId || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) return 'invalid' as const;
        if (reset.attempts >= OTP_MAX_TRIES) return 'locked' as const;
        if (!sameBytes(reset.otpHash, otpDigest(token, code))) {
          await tx
            .update(passwordResets)
            .set({ attempts: reset.attempts + 1 })
            .where(eq(passwordResets.id, reset.id));
          return reset.attempts + 1 >= OTP_MAX_TRIES ? ('locked' as const) : ('invalid' as const);
        }
        const passwordHash = await hashPassword(newPassword);
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(eq(passwordResets.id, reset.id));
        const [account] = await tx
          .update(accounts)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(accounts.id, reset.accountId))
          .returning({ id: accounts.id, email: accounts.email, username: accounts.username });
        return account!;
      });
      if (result === 'invalid') throw httpErrors.badRequest(messages.password.invalidCode);
      if (result === 'locked') throw httpErrors.badRequest(messages.password.tooManyTries);
      await revokeAccountSessions(db, result.id, keepSession);
      await mailer.send({
        to: result.email,
        log: { template: 'password-changed', accountId: result.id },
        subject: 'Your Auto Spa password was changed',
        text: `Hello ${result.username},\n\nThe password of your Auto Spa account was just changed, and every other signed-in device was signed out.\n\nIf this was not you, reset your password now and tell us at hello@autospa.example.\n\nAuto Spa`,
      });
    },
  };
}
