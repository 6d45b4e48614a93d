import { z } from 'zod';
import { AML_KINDS, AML_STATUSES } from '../aml-report';
import { epochMs, id, page, pageRequest } from '../common';
import { defineOpsCalls } from '../define-call';
import { EXCLUSION_KINDS, SCREENING_STATUSES, SCREENING_TRIGGERS } from '../exclusion-list';
import { reason } from './common';

// Compliance's desk: the national exclusion list (import, look-up), the screening hits it produces (confirm or
// clear), and the AML queue (covered and suspicious transactions) with its export in the regulator's columns.
// The platform's modules/compliance implements them.

const COMPLIANCE = ['compliance', 'admin'] as const;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** A CSV as text: the console reads the file and sends it (a national list of ~10,000 rows fits). */
export const EXCLUSION_CSV_MAX_CHARS = 900_000;

const exclusionEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  birthday: z.string(),
  idNumber: z.string(),
  kind: z.enum(EXCLUSION_KINDS),
  source: z.string(),
  importedAt: epochMs,
});

const screeningHit = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  trigger: z.enum(SCREENING_TRIGGERS),
  /** What matched: the ID number, or the name and birthday together. */
  matchedOn: z.enum(['idNumber', 'nameBirthday']),
  /** The player's facts the match was made on, beside the list entry's. */
  player: z.object({ name: z.string(), birthday: z.string(), idNumber: z.string() }),
  entry: exclusionEntry,
  status: z.enum(SCREENING_STATUSES),
  createdAt: epochMs,
  decidedBy: z.string(),
  decidedAt: epochMs.nullable(),
  reason: z.string(),
});

const amlItem = z.object({
  id: z.number().int(),
  kind: z.enum(AML_KINDS),
  userId: z.number().int(),
  /** Other players in the pattern (a shared account, device or IP). */
  relatedUserIds: z.array(z.number().int()),
  /** Minor units; 0 for a pattern without one amount. */
  amount: z.number().int(),
  txType: z.enum(['deposit', 'withdrawal', 'pattern']),
  txRef: z.string(),
  txAt: epochMs,
  narrative: z.string(),
  status: z.enum(AML_STATUSES),
  statusReason: z.string(),
  statusBy: z.string(),
  detectedAt: epochMs,
  /** The regulator's deadline: 5 working days after detection (Manila). */
  reportBy: epochMs,
});

const exampleEntry = {
  id: 3,
  name: 'Juan Dela Cruz',
  birthday: '1990-05-17',
  idNumber: '1234567890123456',
  kind: 'family' as const,
  source: 'NDRP 2026-11',
  importedAt: 1_767_225_600_000,
};

export const complianceCalls = defineOpsCalls('compliance', {
  exclusionImport: {
    summary:
      'Imports the exclusion list from CSV (name, birthday, id_number, kind): adds new rows, updates changed ones, reports invalid rows, screens players against what changed',
    public: false,
    roles: COMPLIANCE,
    mutation: true,
    request: z.object({
      csv: z.string().min(1).max(EXCLUSION_CSV_MAX_CHARS),
      /** Where the list came from (the file or the regulator's release), kept on each row. */
      source: z.string().trim().min(1).max(120),
    }),
    answer: z.object({
      added: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
      invalid: z.number().int(),
      /** The first invalid rows (line number in the file, why). */
      invalidRows: z.array(z.object({ line: z.number().int(), reason: z.string() })),
      /** New screening hits the import found among existing players. */
      hits: z.number().int(),
    }),
    examples: {
      request: {
        csv: 'name,birthday,id_number,kind\nJuan Dela Cruz,1990-05-17,1234-5678-9012-3456,family\n',
        source: 'NDRP 2026-11',
      },
      answer: { added: 1, updated: 0, unchanged: 0, invalid: 0, invalidRows: [], hits: 0 },
      invalidRequest: { csv: '', source: 'x' },
    },
  },
  exclusionList: {
    summary: 'The exclusion list, newest import first; q finds a name or an ID number',
    public: false,
    roles: COMPLIANCE,
    mutation: false,
    request: z.object({ ...pageRequest, q: z.string().trim().max(100).default('') }),
    answer: page(exclusionEntry),
    examples: {
      request: { q: 'dela cruz' },
      answer: { list: [exampleEntry], pageNum: 1, pageSize: 20, pages: 1, total: 1 },
      invalidRequest: { pageSize: 1000 },
    },
  },
  screeningQueue: {
    summary: 'Players matched against the exclusion list (open first, oldest first), with the evidence',
    public: false,
    roles: COMPLIANCE,
    mutation: false,
    request: z.object({ ...pageRequest, status: z.enum(SCREENING_STATUSES).default('open') }),
    answer: page(screeningHit),
    examples: {
      request: { status: 'open' },
      answer: {
        list: [
          {
            id: 9,
            userId: 42,
            account: 'juan1990',
            trigger: 'kyc',
            matchedOn: 'idNumber',
            player: { name: 'Juan D. Dela Cruz', birthday: '1990-05-17', idNumber: '1234567890123456' },
            entry: exampleEntry,
            status: 'open',
            createdAt: 1_767_225_600_000,
            decidedBy: '',
            decidedAt: null,
            reason: '',
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { status: 'maybe' },
    },
  },
  screeningDecide: {
    summary:
      'Confirms a screening hit (the player stays blocked) or clears it as a false positive (the block lifts), with a reason',
    public: false,
    roles: COMPLIANCE,
    mutation: true,
    request: z.object({ hitId: id, decision: z.enum(['confirm', 'falsePositive']), reason }),
    answer: z.object({ status: z.enum(SCREENING_STATUSES), userId: z.number().int() }),
    examples: {
      request: {
        hitId: 9,
        decision: 'falsePositive',
        reason: 'Different person: the ID photo shows another face.',
      },
      answer: { status: 'falsePositive', userId: 42 },
      invalidRequest: { hitId: 9, decision: 'maybe', reason: 'x' },
    },
  },
  amlQueue: {
    summary: 'AML items (covered transactions and suspicious patterns), oldest first, by status and kind',
    public: false,
    roles: COMPLIANCE,
    mutation: false,
    request: z.object({
      ...pageRequest,
      status: z.enum(AML_STATUSES).default('open'),
      kind: z.enum(AML_KINDS).optional(),
    }),
    answer: page(amlItem),
    examples: {
      request: { status: 'open' },
      answer: {
        list: [
          {
            id: 5,
            kind: 'covered',
            userId: 42,
            relatedUserIds: [],
            amount: 600_000_000,
            txType: 'deposit',
            txRef: 'R20261127ABC',
            txAt: 1_767_225_600_000,
            narrative: 'One deposit of ₱6,000,000.00, above the covered threshold of ₱5,000,000.',
            status: 'open',
            statusReason: '',
            statusBy: '',
            detectedAt: 1_767_225_600_000,
            reportBy: 1_767_830_400_000,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { status: 'closed' },
    },
  },
  amlSetStatus: {
    summary: 'Moves an AML item: open → reviewed → reported, or dismissed with a reason',
    public: false,
    roles: COMPLIANCE,
    mutation: true,
    request: z.object({ itemId: id, status: z.enum(AML_STATUSES), reason }),
    answer: z.object({ status: z.enum(AML_STATUSES) }),
    examples: {
      request: { itemId: 5, status: 'reviewed', reason: 'Source of funds document on file.' },
      answer: { status: 'reviewed' },
      invalidRequest: { itemId: 5, status: 'closed', reason: 'x' },
    },
  },
  amlExport: {
    summary: 'AML items detected in a Manila date range as CSV in the regulator’s column set',
    public: false,
    roles: COMPLIANCE,
    mutation: false,
    request: z.object({
      from: day,
      to: day,
      status: z.enum([...AML_STATUSES, 'all']).default('all'),
    }),
    answer: z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() }),
    examples: {
      request: { from: '2026-11-01', to: '2026-11-30' },
      answer: { filename: 'aml-2026-11-01-2026-11-30.csv', csv: 'report_type,reference\n', rows: 0 },
      invalidRequest: { from: 'yesterday', to: '2026-11-30' },
    },
  },
});
