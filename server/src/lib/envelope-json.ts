import type { ValidationIssue } from '@casino/contracts';

/** A ready-to-send answer: the HTTP status and the serialized envelope. */
export interface Outcome {
  status: number;
  json: string;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Serialises an envelope by hand: one JSON.stringify of data instead of one of a wrapper object. */
export function envelopeJson(errcode: number, msg: string, data: unknown): string {
  return `{"errcode":${errcode},"msg":${JSON.stringify(msg)},"data":${data === undefined ? 'null' : JSON.stringify(data)}}`;
}

export function failure(status: number, errcode: number, msg: string): Outcome {
  return { status, json: envelopeJson(errcode, msg, null) };
}

export function invalidRequest(issues: ValidationIssue[], msg = 'Invalid request'): Outcome {
  return {
    status: 400,
    json: `{"errcode":400,"msg":${JSON.stringify(msg)},"data":null,"issues":${JSON.stringify(issues)}}`,
  };
}
