import { maskPhMobile } from '@casino/contracts/phone';
import type { FastifyBaseLogger } from 'fastify';

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
const NUMBERS = 2_000;

/**
 * Sends nothing: keeps the last messages per number in memory so tests and a local player can read their
 * code (GET /dev/sms-outbox in dev/test only). Logs that a message went out, never its text.
 */
export class SandboxSmsSender implements SmsSender {
  readonly name = 'sandbox';
  private readonly byNumber = new Map<string, OutboxMessage[]>();

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: SmsToSend): Promise<void> {
    const list = this.byNumber.get(message.mobile) ?? [];
    list.unshift({ ...message, sentAt: Date.now() });
    list.length = Math.min(list.length, PER_NUMBER);
    // Re-insert so the map's order is least recently used first; drop the oldest number when full.
    this.byNumber.delete(message.mobile);
    this.byNumber.set(message.mobile, list);
    if (this.byNumber.size > NUMBERS) this.byNumber.delete(this.byNumber.keys().next().value!);
    this.log?.info(
      { to: maskPhMobile(message.mobile), purpose: message.purpose },
      'sandbox SMS kept in the outbox (not sent)',
    );
  }

  /** Messages to a number, newest first. */
  read(mobile: string): OutboxMessage[] {
    return [...(this.byNumber.get(mobile) ?? [])];
  }
}
