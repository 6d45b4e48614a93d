import { z } from 'zod';
import { epochMs, page, pageRequest } from '../common';
import { defineOpsCalls } from '../define-call';

// Operator calls of the KYC queue: pending submissions oldest first with what the platform's checks found, the
// documents (bytes through an operator call, never a URL), and the decision (platform modules/kyc/review.ts).

/** What the checks at submission found (platform modules/kyc/checks.ts computes them, one place). */
export const KYC_FLAG_CHECKS = ['duplicateId', 'duplicateImage', 'nameMismatch', 'birthdayMismatch'] as const;
export const KYC_DOCUMENTS = ['idFront', 'idBack', 'selfie', 'selfieLeft', 'selfieRight'] as const;

const reason = z.string().trim().max(300);

export const kycQueueItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The name on the ID as the player typed it. */
  name: z.string(),
  /** The name and birthday on the player's profile, beside the ones on the ID. */
  profileName: z.string().nullable(),
  birthday: z.string(),
  profileBirthday: z.string().nullable(),
  idType: z.string(),
  idNumber: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  submittedAt: epochMs,
  /** The documents this submission has; their bytes come from kycDocument. */
  documents: z.array(z.enum(KYC_DOCUMENTS)),
  flags: z.array(z.enum(KYC_FLAG_CHECKS)),
  /** For the reviewer only (names the other players). */
  flagDetails: z.array(z.string()),
  /** The level an approval grants: 1 ID and live selfie, 2 also address and source of funds. */
  level: z.union([z.literal(1), z.literal(2)]),
  /** Level 2: the home address in one line, and where the money comes from (null on level 1). */
  address: z.string().nullable(),
  sourceOfFunds: z.string().nullable(),
  sourceDetail: z.string().nullable(),
});

export const kycCalls = defineOpsCalls('kyc', {
  kycQueue: {
    summary: 'KYC submissions (pending by default), oldest first, with the checks’ flags',
    public: false,
    roles: ['kyc', 'compliance', 'admin'],
    mutation: false,
    request: z.object({
      ...pageRequest,
      status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
    }),
    answer: page(kycQueueItem),
    examples: {
      request: { status: 'pending' },
      answer: {
        list: [
          {
            id: 7,
            userId: 42,
            name: 'Juan Dela Cruz',
            profileName: 'Juan Dela Cruz',
            birthday: '1990-05-17',
            profileBirthday: '1990-05-17',
            idType: 'philsys',
            idNumber: '1234567890123456',
            status: 'pending',
            submittedAt: 1_767_225_600_000,
            documents: ['idFront', 'idBack', 'selfie'],
            flags: ['duplicateId'],
            flagDetails: ['same ID number as player 41'],
            level: 1,
            address: null,
            sourceOfFunds: null,
            sourceDetail: null,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { status: 'unknown' },
    },
  },
  kycDocument: {
    summary: 'One document of a KYC submission as image bytes (base64), for the reviewer only',
    public: false,
    roles: ['kyc', 'compliance', 'admin'],
    mutation: false,
    request: z.object({ submissionId: z.number().int().min(1), which: z.enum(KYC_DOCUMENTS) }),
    answer: z.object({
      contentType: z.string(),
      dataBase64: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    }),
    examples: {
      request: { submissionId: 7, which: 'idFront' },
      answer: { contentType: 'image/jpeg', dataBase64: '/9j/4AAQ', width: 640, height: 400 },
      invalidRequest: { submissionId: 7, which: 'passport' },
    },
  },
  kycDecide: {
    summary:
      'Approves, rejects or asks for more documents on a pending KYC submission; a flagged one is approved only by compliance with an override reason',
    public: false,
    roles: ['kyc', 'compliance', 'admin'],
    mutation: true,
    request: z.object({
      id: z.number().int().min(1),
      /** moreDocs: the submission is closed and the player is asked (by the reason) to submit again. */
      decision: z.enum(['approve', 'reject', 'moreDocs']),
      /** Required to reject or ask for more (the player reads it in the mail). */
      reason: reason.default(''),
      /** Approving a flagged submission: the compliance operator's reason. */
      override: reason.optional(),
    }),
    answer: z.object({ state: z.enum(['approved', 'rejected']), userId: z.number().int() }),
    examples: {
      request: {
        id: 7,
        decision: 'reject',
        reason: 'The photo of the ID is blurry; take it again in good light.',
      },
      answer: { state: 'rejected', userId: 42 },
      invalidRequest: { id: 7, decision: 'maybe' },
    },
  },
});
