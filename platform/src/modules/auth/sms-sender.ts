import { maskPhMobile } from '@casino/contracts/phone';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

export interface SmsToSend {
  /** Canonical +639XXXXXXXXX. */
  mobile: string;
  text: string;
  /** The code inside the text and its auth mode: a real gateway ignores them, the sandbox keeps them. */
  code: string;
  purpose: number;
}

/** An SMS gateway (Semaphore, Twilio, a telco API…). Throws when the message was not accepted. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsToSend): Promise<void>;
}

export interface OutboxMessage {
  mobile: string;
  text: string;
  code: string;
  purpose: number;
  sentAt: number;
}

const PER_NUMBER = 20;

/**
 * Sends nothing: keeps the last messages per number in the database (shared by every platform instance) so
 * tests and a local player can read their code (GET /dev/sms-outbox in dev/test only). Logs that a message
 * went out, never its text.
 */
export class SandboxSmsSender implements SmsSender {
  readonly name = 'sandbox';

  /**
   * `keep` false (production, where GET /dev/sms-outbox is never served): nothing is kept, so no code ever sits
   * readable in the database.
   */
  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
    private readonly keep = true,
  ) {}

  async send(message: SmsToSend): Promise<void> {
    if (this.keep) await this.keepInOutbox(message);
    this.log?.info(
      { to: maskPhMobile(message.mobile), purpose: message.purpose },
      this.keep ? 'sandbox SMS kept in the outbox (not sent)' : 'sandbox SMS dropped (not sent)',
    );
  }

  private async keepInOutbox(message: SmsToSend): Promise<void> {
    await this.db.insert(smsOutbox).values({ ...message, sentAt: new Date(Date.now()) });
    // Only the newest PER_NUMBER per number stay.
    await this.db
      .delete(smsOutbox)
      .where(
        and(
          eq(smsOutbox.mobile, message.mobile),
          lt(
            smsOutbox.id,
            sql`(select min(id) from (select ${smsOutbox.id} from ${smsOutbox} where ${smsOutbox.mobile} = ${message.mobile} order by ${smsOutbox.id} desc limit ${PER_NUMBER}) newest)`,
          ),
        ),
      );
  }

  /** Messages to a number, newest first. */
  async read(mobile: string): Promise<OutboxMessage[]> {
    const rows = await this.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.id))
      .limit(PER_NUMBER);
    return rows.map((r) => ({
      mobile: r.mobile,
      text: r.text,
      code: r.code,
      purpose: r.purpose,
      sentAt: r.sentAt.getTime(),
    }));
  }
}
