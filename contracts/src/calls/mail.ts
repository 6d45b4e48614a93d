import { z } from 'zod';
import { epochMs, id, page, pageRequest, request, rewardItem, rewardsAnswer } from '../common';
import { CLAIM_POLICY, defineCalls } from '../define-call';

// Mail shapes are ours: the spec names the calls only.
const mailSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  /** First line of the content, for the list. */
  preview: z.string(),
  read: z.boolean(),
  hasAttachment: z.boolean(),
  /** Attachment already received. */
  received: z.boolean(),
  createTime: epochMs,
  /** 0 = never expires. */
  expireTime: epochMs,
});

const mailDetail = mailSummary.extend({
  content: z.string(),
  attachments: z.array(rewardItem),
  /** The attachment's terms: its coin is bonus money needing this × its amount in bets (0 = none). */
  turnoverMultiple: z.number().int().min(0),
});

const exampleMail = {
  id: 5,
  title: 'Welcome bonus',
  preview: 'Thanks for joining!',
  read: false,
  hasAttachment: true,
  received: false,
  createTime: 1_767_225_600_000,
  expireTime: 0,
};

export const mailCalls = defineCalls('mail', {
  getMail2: {
    summary: 'The inbox, newest first, with the unread count.',
    public: false,
    request: request(pageRequest),
    answer: page(mailSummary).extend({ unread: z.number().int().min(0) }),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: { list: [exampleMail], pageNum: 1, pageSize: 20, pages: 1, total: 1, unread: 1 },
      invalidRequest: { pageNum: -1 },
    },
  },
  getMailDetail: {
    summary: 'One mail with its content and attachments; marks it read.',
    public: false,
    request: request({ id }),
    answer: mailDetail,
    examples: {
      request: { id: 5 },
      answer: {
        ...exampleMail,
        read: true,
        content: 'Thanks for joining! Here is ₱10.00 to start.',
        attachments: [{ propId: 2001, count: 1000 }],
        turnoverMultiple: 1,
      },
      invalidRequest: { id: 'five' },
    },
  },
  receiveMail: {
    summary: "Receive a mail's attachment (once).",
    public: false,
    request: request({ id }),
    answer: rewardsAnswer,
    policy: CLAIM_POLICY,
    examples: {
      request: { id: 5 },
      answer: { rewards: [{ propId: 2001, count: 1000 }] },
      invalidRequest: {},
    },
  },
  delMail: {
    summary: 'Delete mails (an unreceived attachment is lost).',
    public: false,
    request: request({ ids: z.array(id).min(1).max(100) }),
    answer: z.object({ deleted: z.number().int().min(0) }),
    examples: { request: { ids: [5, 6] }, answer: { deleted: 2 }, invalidRequest: { ids: [] } },
  },
});
