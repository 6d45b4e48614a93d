import type { ErrorDetail, ValidationIssue } from '@casino/contracts';

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

/** A refusal's envelope, with its typed detail and a 400's issues when it has them. */
export function refusalJson(
  errcode: number,
  msg: string,
  extra: { detail?: ErrorDetail | undefined; issues?: readonly ValidationIssue[] | undefined } = {},
): string {
  let json = `{"errcode":${errcode},"msg":${JSON.stringify(msg)},"data":null`;
  if (extra.detail !== undefined) json += `,"detail":${JSON.stringify(extra.detail)}`;
  if (extra.issues !== undefined) json += `,"issues":${JSON.stringify(extra.issues)}`;
  return `${json}}`;
}

export function failure(status: number, errcode: number, msg: string, detail?: ErrorDetail): Outcome {
  return { status, json: refusalJson(errcode, msg, { detail }) };
}

export function invalidRequest(issues: ValidationIssue[], msg = 'Invalid request'): Outcome {
  return { status: 400, json: refusalJson(400, msg, { issues }) };
}
