import { z } from 'zod';
import { epochMs, request } from '../common';
import { type CallPolicy, defineCalls } from '../define-call';
import { KYC_ID_TYPES, KYC_UPLOAD_KINDS, SOURCES_OF_FUNDS, UPLOAD_IMAGE_TYPES } from '../kyc-rules';

const kycStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Government IDs accepted in the Philippines (our list; number formats in kyc-rules.ts). */
const idType = z.enum(KYC_ID_TYPES);

/** An upload's opaque id (never a path: files are not served by URL). */
export const fileId = z.string().regex(/^up_[a-f0-9]{24}$/, 'An uploaded file id');

/** One image as base64: 5 MiB of bytes at most (the operator's uploadMaxMb may lower it). */
export const imageUpload = {
  contentType: z.enum(UPLOAD_IMAGE_TYPES),
  dataBase64: z
    .string()
    .min(100)
    .max(7_000_000)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Base64 only'),
};

/** Uploads: a larger body than other calls, and the per-player claim budget (each one writes a file). */
export const UPLOAD_POLICY: CallPolicy = { bodyLimitBytes: 7_340_032, rateLimit: { class: 'claim' } };

export const kycCalls = defineCalls('kyc', {
  uploadKyc: {
    // Our shape: one image per call as base64; checked by its bytes, re-encoded, metadata stripped, kept private.
    summary:
      'Upload one KYC image (ID front/back or a frame of the live selfie); answers a file id for addKyc.',
    public: false,
    request: request({ kind: z.enum(KYC_UPLOAD_KINDS), ...imageUpload }),
    /** `url` is always empty: uploads are never served by URL (read your own back with uploadedImage). */
    answer: z.object({ fileId: z.string(), url: z.string() }),
    policy: UPLOAD_POLICY,
    examples: {
      request: { kind: 'idFront', contentType: 'image/jpeg', dataBase64: 'A'.repeat(120) },
      answer: { fileId: 'up_0123456789abcdef01234567', url: '' },
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
      /** Addition: the live selfie's frames with the head turned (absent when the selfie was a picked file). */
      selfieLeftFileId: z.string().min(1).max(64).optional(),
      selfieRightFileId: z.string().min(1).max(64).optional(),
    }),
    answer: z.object({ status: kycStatus }),
    examples: {
      request: {
        idType: 'philsys',
        idNumber: '1234-5678-9012-3456',
        realName: 'Juan Dela Cruz',
        birthday: '1990-05-17',
        idFrontFileId: 'up_0123456789abcdef01234567',
        idBackFileId: 'up_0123456789abcdef01234568',
        selfieFileId: 'up_0123456789abcdef01234569',
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
      /**
       * Addition: the verified level (0 none, 1 ID + live selfie, 2 also address and source of funds); it
       * stays while a newer submission waits for review.
       */
      level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      idType: idType.nullable(),
      /** Masked, e.g. ****9012. */
      idNumber: z.string(),
      realName: z.string(),
      rejectReason: z.string(),
      submittedAt: epochMs,
      reviewedAt: epochMs,
      /** Addition: the level the latest submission asks for (0 when there is none). */
      submissionLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      /**
       * Addition: where the KYC provider lets this pending submission be decided at once ('' for the operator's
       * manual review). Only the sandbox provider of a trial setup gives one; never in production.
       */
      reviewUrl: z.string(),
    }),
    examples: {
      request: {},
      answer: {
        status: 3,
        level: 0,
        submissionLevel: 1,
        reviewUrl: '',
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
  addKycLevel2: {
    addition: true,
    summary:
      'KYC level 2: the home address and source of funds, for review on top of the verified ID (level 1).',
    public: false,
    request: request({
      address: z.object({
        street: z.string().trim().min(3).max(200),
        barangay: z.string().trim().min(2).max(100),
        city: z.string().trim().min(2).max(100),
        province: z.string().trim().min(2).max(100),
        postalCode: z.string().regex(/^\d{4}$/, 'A 4-digit postal code'),
      }),
      sourceOfFunds: z.enum(SOURCES_OF_FUNDS),
      /** In the player's words (employer, business, who sends the remittance); required for "other". */
      sourceDetail: z.string().trim().max(200).default(''),
    }),
    answer: z.object({ status: kycStatus }),
    examples: {
      request: {
        address: {
          street: '12 Mabini St.',
          barangay: 'Bagumbayan',
          city: 'Quezon City',
          province: 'Metro Manila',
          postalCode: '1110',
        },
        sourceOfFunds: 'salary',
        sourceDetail: 'Nurse at St. Luke’s',
      },
      answer: { status: 1 },
      invalidRequest: { address: { street: '' }, sourceOfFunds: 'lottery' },
    },
  },
  uploadedImage: {
    addition: true,
    summary: 'One of your own uploaded images (KYC or feedback) as base64; another player’s answers 404.',
    public: false,
    request: request({ fileId }),
    answer: z.object({
      contentType: z.enum(UPLOAD_IMAGE_TYPES),
      dataBase64: z.string(),
      width: z.number().int().min(1),
      height: z.number().int().min(1),
    }),
    examples: {
      request: { fileId: 'up_0123456789abcdef01234567' },
      answer: { contentType: 'image/jpeg', dataBase64: '/9j/4AAQ', width: 800, height: 600 },
      invalidRequest: { fileId: '../../etc/passwd' },
    },
  },
});
