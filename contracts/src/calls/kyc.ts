import { z } from 'zod';
import { epochMs, request } from '../common';
import { defineCalls } from '../define-call';

const kycStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Government IDs accepted in the Philippines (our list). */
const idType = z.enum(['philsys', 'passport', 'drivers_license', 'umid', 'sss', 'prc', 'postal', 'voters']);

export const kycCalls = defineCalls('kyc', {
  uploadKyc: {
    // Our shape: one image per call as base64 (the BFF body limit must allow ~7 MB on this route).
    summary: 'Upload one KYC image (ID front/back or selfie); answers a file id for addKyc.',
    public: false,
    request: request({
      kind: z.enum(['idFront', 'idBack', 'selfie']),
      contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
      dataBase64: z
        .string()
        .min(100)
        .max(7_000_000)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Base64 only'),
    }),
    answer: z.object({ fileId: z.string(), url: z.string() }),
    examples: {
      request: { kind: 'idFront', contentType: 'image/jpeg', dataBase64: 'A'.repeat(120) },
      answer: { fileId: 'kyc-1-idFront', url: '/kyc/kyc-1-idFront.jpg' },
      invalidRequest: { kind: 'idFront', contentType: 'image/gif', dataBase64: 'A'.repeat(120) },
    },
  },
  addKyc: {
    summary: 'Submit KYC (ID type, number, name, birthday, uploaded images) for review.',
    public: false,
    request: request({
      idType,
      idNumber: z.string().trim().min(4).max(32),
      realName: z.string().trim().min(2).max(100),
      birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      idFrontFileId: z.string().min(1).max(64),
      idBackFileId: z.string().min(1).max(64).optional(),
      selfieFileId: z.string().min(1).max(64),
    }),
    answer: z.object({ status: kycStatus }),
    examples: {
      request: {
        idType: 'philsys',
        idNumber: '1234-5678-9012',
        realName: 'Juan Dela Cruz',
        birthday: '1990-05-17',
        idFrontFileId: 'kyc-1-idFront',
        selfieFileId: 'kyc-1-selfie',
      },
      answer: { status: 1 },
      invalidRequest: { idType: 'library_card', idNumber: '1', realName: 'J', birthday: 'yesterday' },
    },
  },
  kyc: {
    summary: 'KYC state: 0 none, 1 pending, 2 approved, 3 rejected (with the reason).',
    public: false,
    request: request({}),
    answer: z.object({
      status: kycStatus,
      idType: idType.nullable(),
      /** Masked, e.g. ****9012. */
      idNumber: z.string(),
      realName: z.string(),
      rejectReason: z.string(),
      submittedAt: epochMs,
      reviewedAt: epochMs,
    }),
    examples: {
      request: {},
      answer: {
        status: 3,
        idType: 'philsys',
        idNumber: '****9012',
        realName: 'Juan Dela Cruz',
        rejectReason: 'The photo of the ID is blurred',
        submittedAt: 1_767_225_600_000,
        reviewedAt: 1_767_229_200_000,
      },
      invalidRequest: { appVersion: 1 },
    },
  },
});
