import { formatMoney } from '@casino/contracts/money';
import type { Tx } from '../../db/client';
import { sendMail } from './send';

// The mails the platform sends by itself, written in the transaction of the event they report, once per event.

export function mailDepositCredited(
  tx: Tx,
  o: { userId: number; orderId: string; amount: number; bonus: number; channel: string },
) {
  const bonus = o.bonus > 0 ? ` and a bonus of ${formatMoney(o.bonus)}` : '';
  return sendMail(tx, {
    to: o.userId,
    sender: 'system',
    eventKey: `deposit:${o.orderId}`,
    title: 'Deposit credited',
    content: `Your deposit of ${formatMoney(o.amount)} via ${o.channel}${bonus} is in your balance.\nOrder ${o.orderId}.`,
  });
}

export function mailWithdrawalPaid(
  tx: Tx,
  o: { userId: number; orderId: string; amount: number; fee: number },
) {
  const fee = o.fee > 0 ? ` (fee ${formatMoney(o.fee)})` : '';
  return sendMail(tx, {
    to: o.userId,
    sender: 'system',
    eventKey: `withdraw-paid:${o.orderId}`,
    title: 'Withdrawal paid',
    content: `Your withdrawal of ${formatMoney(o.amount - o.fee)}${fee} has been paid to your account.\nOrder ${o.orderId}.`,
  });
}

export function mailWithdrawalRejected(
  tx: Tx,
  o: { userId: number; orderId: string; amount: number; reason: string },
) {
  return sendMail(tx, {
    to: o.userId,
    sender: 'system',
    eventKey: `withdraw-rejected:${o.orderId}`,
    title: 'Withdrawal rejected',
    content: `Your withdrawal of ${formatMoney(o.amount)} was rejected: ${o.reason}\nThe amount is back in your balance.\nOrder ${o.orderId}.`,
  });
}

/** A level reached for the first time: the bonus waits to be claimed on the VIP page (the mail carries no gift). */
export function mailVipLevelUp(tx: Tx, o: { userId: number; level: number; bonus: number }) {
  const bonus =
    o.bonus > 0 ? ` Your level-up bonus of ${formatMoney(o.bonus)} is waiting for you on the VIP page.` : '';
  return sendMail(tx, {
    to: o.userId,
    sender: 'system',
    eventKey: `vip-level:${o.userId}:${o.level}`,
    title: `Welcome to VIP ${o.level}`,
    content: `You reached VIP ${o.level}.${bonus}`,
  });
}

/** The KYC review's outcome: approved opens withdrawals; rejected says why and how to send it again. */
export function mailKycReviewed(
  tx: Tx,
  o: { userId: number; submissionId: number; approved: boolean; reason: string; level?: number },
) {
  // Level 2 asks for the address and source of funds only: its outcome says so.
  const level2 = o.level === 2;
  return sendMail(tx, {
    to: o.userId,
    sender: 'system',
    eventKey: `kyc:${o.submissionId}`,
    title: o.approved ? 'Identity verified' : 'Identity verification not approved',
    content: o.approved
      ? level2
        ? 'Your address and source of funds are verified (KYC level 2). Larger deposits and withdrawals are open to you.'
        : 'Your identity is verified. Withdrawals are open to you.'
      : level2
        ? `We could not verify your address and source of funds: ${o.reason}\nPlease send them again in Profile → Verify identity.`
        : `We could not verify your identity: ${o.reason}\nPlease send your ID and selfie again in Profile → Verify identity.`,
  });
}

/** The operator's answer to a player's feedback (the thread is in Feedback → Records). */
export function mailFeedbackReply(
  tx: Tx,
  o: { userId: number; feedbackId: number; replyId: number; content: string },
) {
  return sendMail(tx, {
    to: o.userId,
    sender: 'system',
    eventKey: `feedback-reply:${o.replyId}`,
    title: `Reply to your feedback #${o.feedbackId}`,
    content: `${o.content}\n\nSee the whole conversation in Feedback → Records.`,
  });
}
