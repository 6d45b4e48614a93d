// OpenAPI 3.1 document generated from the registry: the one description of the wire, never hand-written.
import { z } from 'zod';
import { CLIENT_VERSION } from './constants';
import { type AnyCall, AREAS } from './define-call';
import { ERROR_DETAIL_KEYS, type ErrorDetail } from './error-detail';
import { callList } from './registry';

type JsonSchema = Record<string, unknown>;
type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, { post: JsonSchema }>;
  components: JsonSchema;
};

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and transforms have no JSON Schema form: the document shows the shape, zod enforces the rest.
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
}

const errorEnvelope = {
  type: 'object',
  required: ['errcode', 'msg', 'data'],
  properties: {
    errcode: { type: 'integer' },
    msg: { type: 'string' },
    data: { type: 'null' },
    detail: { $ref: '#/components/schemas/ErrorDetail' },
  },
};

const DETAIL_MEANING: { readonly [K in keyof Required<ErrorDetail>]: string } = {
  retryAfterSeconds: 'Seconds until the refused action may be tried again.',
  attemptsLeft: 'Tries left before a lock.',
  turnoverLeft: 'Turnover (minor units) still to bet before this withdrawal is allowed.',
  withdrawable: 'What may be withdrawn now (minor units).',
  limit: 'The limit that was reached.',
  held: 'How much of what was asked for the player holds.',
  kycLevelRequired:
    'The verified KYC level this action needs (1 ID + live selfie, 2 also address and source of funds).',
  holdHoursLeft: 'Hours until a new or changed receiving account may be paid to.',
};

const errorDetail = {
  type: 'object',
  description: 'Typed facts of a refusal, only the fields that apply; clients never parse msg for them.',
  additionalProperties: false,
  minProperties: 1,
  properties: Object.fromEntries(
    ERROR_DETAIL_KEYS.map((k) => [k, { type: 'integer', minimum: 0, description: DETAIL_MEANING[k] }]),
  ),
};

const invalidEnvelope = {
  ...errorEnvelope,
  required: ['errcode', 'msg', 'data', 'issues'],
  properties: {
    ...errorEnvelope.properties,
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

function operation(call: AnyCall): JsonSchema {
  const operator = call.audience === 'operator';
  const responses: Record<string, unknown> = {
    '200': {
      description: 'errcode 0 with the data below; business refusals also answer 200 with their errcode.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['errcode', 'msg', 'data'],
            properties: {
              errcode: { type: 'integer' },
              msg: { type: 'string' },
              data: { anyOf: [schemaOf(call.answer, 'output'), { type: 'null' }] },
              detail: { $ref: '#/components/schemas/ErrorDetail' },
            },
          },
          example: { errcode: 0, msg: 'success', data: call.examples.answer },
        },
      },
    },
    '400': {
      description: 'Invalid request: each bad field named in issues.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/InvalidRequestEnvelope' } } },
    },
    '429': errorRef('Rate limited; see the retry-after header (also detail.retryAfterSeconds).'),
    '501': errorRef('Not available yet.'),
    '502': errorRef('The upstream broke the contract.'),
    '504': errorRef('The upstream timed out.'),
  };
  if (!call.public) responses['401'] = errorRef('Not signed in: the client logs out.');
  if (operator)
    responses['403'] = errorRef(
      "The operator's roles do not include one of x-roles, or the network is not allowed.",
    );
  return {
    operationId: call.name.replace('/', '_'),
    summary: call.summary,
    tags: [call.area],
    security: call.public ? [] : [{ token: [] }],
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: schemaOf(call.request, 'input'), example: call.examples.request },
      },
    },
    responses,
    'x-public': call.public,
    'x-addition': call.addition,
    ...(operator ? { 'x-roles': call.roles } : {}),
    ...(Object.keys(call.policy).length > 0 ? { 'x-policy': call.policy } : {}),
  };
}

/** Where a set of calls is served and how the document presents it (the player API by default). */
export interface OpenApiSurface {
  /** Path prefix of every call, with its slashes: `/app/v1/`. */
  prefix: string;
  title: string;
  description: string;
}

export const PLAYER_API_SURFACE: OpenApiSurface = {
  prefix: '/app/v1/',
  title: 'Casino PWA — client API',
  description:
    'Every call is POST /app/v1/<name> with a JSON body. Answers use the envelope {errcode, msg, data}; ' +
    'money is integer minor units (centavos). Generated from @casino/contracts.',
};

/** The OpenAPI 3.1 document of every call in the registry (or of `calls`, served as `surface` says). */
export function buildOpenApi(
  calls: readonly AnyCall[] = callList,
  surface: OpenApiSurface = PLAYER_API_SURFACE,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const call of calls) paths[`${surface.prefix}${call.name}`] = { post: operation(call) };
  const used = new Set(calls.map((c) => c.area));
  return {
    openapi: '3.1.0',
    info: { title: surface.title, version: CLIENT_VERSION, description: surface.description },
    servers: [{ url: '/' }],
    tags: AREAS.filter((name) => used.has(name)).map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'authorization',
          description: 'The raw token from a login answer (Bearer <token> is accepted too).',
        },
      },
      schemas: {
        ErrorEnvelope: errorEnvelope,
        InvalidRequestEnvelope: invalidEnvelope,
        ErrorDetail: errorDetail,
      },
    },
  };
}
