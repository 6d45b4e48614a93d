import { z } from 'zod';
import { epochMs, id, page, pageRequest, request, requestId } from '../common';
import { defineCalls } from '../define-call';
import { FEEDBACK_CATEGORIES } from '../enums';
import { fileId, imageUpload, UPLOAD_POLICY } from './kyc';

// Feedback shapes are ours: the spec names the pages (/feedback, its records) and feedbackConfig.imagesLimit.

const category = z.enum(FEEDBACK_CATEGORIES);

/** What a player writes to the support team, first message or follow-up alike. */
const messageText = z.string().trim().min(5).max(1000);
/** Uploaded images sent with a message (feedbackConfig.imagesLimit is at most this). */
const messageImageIds = z.array(fileId).max(9).default([]);

/** 0 waiting for the support team (a new feedback or the player's follow-up), 1 answered, 2 closed by support. */
const feedbackStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const feedbackSummary = z.object({
  id: z.number().int(),
  category,
  /** The start of the text, for the list. */
  preview: z.string(),
  status: feedbackStatus,
  imageCount: z.number().int().min(0),
  /** How many replies the support team sent (the player's follow-ups are not counted). */
  replyCount: z.number().int().min(0),
  createTime: epochMs,
  /** The latest support reply's time, 0 while unanswered. */
  replyTime: epochMs,
});

const feedbackDetail = feedbackSummary.omit({ preview: true }).extend({
  content: z.string(),
  /** Read each with uploadedImage. */
  imageIds: z.array(z.string()),
  /** The whole thread after the first message, oldest first: the support team's replies and the player's follow-ups. */
  replies: z.array(
    z.object({
      from: z.enum(['support', 'player']),
      content: z.string(),
      /** The player's follow-up images (read each with uploadedImage); support replies have none. */
      imageIds: z.array(z.string()),
      createTime: epochMs,
    }),
  ),
});

const example = {
  id: 12,
  category: 'withdrawal' as const,
  status: 1 as const,
  imageCount: 1,
  replyCount: 1,
  createTime: 1_767_225_600_000,
  replyTime: 1_767_229_200_000,
};

export const feedbackCalls = defineCalls('feedback', {
  feedbackUpload: {
    addition: true,
    summary:
      'Upload one image for a feedback (the KYC pipeline: checked, re-encoded, private); answers its id.',
    public: false,
    request: request(imageUpload),
    answer: z.object({ fileId: z.string() }),
    policy: UPLOAD_POLICY,
    examples: {
      request: { contentType: 'image/png', dataBase64: 'A'.repeat(120) },
      answer: { fileId: 'up_0123456789abcdef01234567' },
      invalidRequest: { contentType: 'text/html', dataBase64: 'A'.repeat(120) },
    },
  },
  feedbackSubmit: {
    addition: true,
    summary: 'Send feedback: category, text and up to feedbackConfig.imagesLimit uploaded images.',
    public: false,
    request: request({
      category,
      content: messageText,
      imageIds: messageImageIds,
      /** One per form submission: a double tap or a retry stores one feedback. */
      requestId,
    }),
    answer: feedbackDetail,
    policy: { rateLimit: { class: 'claim' } },
    examples: {
      request: {
        category: 'withdrawal',
        content: 'My withdrawal to GCash is still pending after a day.',
        imageIds: ['up_0123456789abcdef01234567'],
        requestId: 'fb-0123456789',
      },
      answer: {
        ...example,
        status: 0,
        replyCount: 0,
        replyTime: 0,
        content: 'My withdrawal to GCash is still pending after a day.',
        imageIds: ['up_0123456789abcdef01234567'],
        replies: [],
      },
      invalidRequest: { category: 'spam', content: '', requestId: 'x' },
    },
  },
  feedbackList: {
    addition: true,
    summary: 'Your feedback, newest first, with its status.',
    public: false,
    request: request(pageRequest),
    answer: page(feedbackSummary),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: {
        list: [{ ...example, preview: 'My withdrawal to GCash is still pending…' }],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { pageSize: 0 },
    },
  },
  feedbackDetail: {
    addition: true,
    summary: 'One of your feedbacks with its images and the operator’s replies.',
    public: false,
    request: request({ id }),
    answer: feedbackDetail,
    examples: {
      request: { id: 12 },
      answer: {
        ...example,
        content: 'My withdrawal to GCash is still pending after a day.',
        imageIds: ['up_0123456789abcdef01234567'],
        replies: [
          {
            from: 'support',
            content: 'It was paid this morning.',
            imageIds: [],
            createTime: 1_767_229_200_000,
          },
        ],
      },
      invalidRequest: { id: 'twelve' },
    },
  },
  feedbackReply: {
    addition: true,
    summary:
      'Answer in one of your feedback threads (text and up to feedbackConfig.imagesLimit images); it waits for the support team again.',
    public: false,
    request: request({
      id,
      text: messageText,
      imageIds: messageImageIds,
      /** One per send: a double tap or a retry adds one message. */
      requestId,
    }),
    answer: feedbackDetail,
    policy: { rateLimit: { class: 'claim' } },
    examples: {
      request: {
        id: 12,
        text: 'Still not in my GCash, here is the screen.',
        imageIds: ['up_0123456789abcdef01234567'],
        requestId: 'fbr-0123456789',
      },
      answer: {
        ...example,
        status: 0,
        content: 'My withdrawal to GCash is still pending after a day.',
        imageIds: [],
        replies: [
          {
            from: 'support',
            content: 'It was paid this morning.',
            imageIds: [],
            createTime: 1_767_229_200_000,
          },
          {
            from: 'player',
            content: 'Still not in my GCash, here is the screen.',
            imageIds: ['up_0123456789abcdef01234567'],
            createTime: 1_767_232_800_000,
          },
        ],
      },
      invalidRequest: { id: 12, text: '', requestId: 'x' },
    },
  },
});
