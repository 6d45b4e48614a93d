import { ERR } from '@casino/contracts/errors';

/** Why an engine refused a request; the platform answers `errcode` with `message` and writes nothing. */
export type EngineErrorCode =
  | 'BET_INVALID'
  | 'BET_BELOW_MIN'
  | 'BET_ABOVE_MAX'
  | 'PLAY_INVALID'
  | 'ACTION_INVALID'
  | 'ROUND_CLOSED'
  | 'CELL_REVEALED'
  | 'NOTHING_TO_CASH_OUT'
  | 'NOT_STARTED'
  | 'UNKNOWN_ENGINE'
  | 'UNKNOWN_VARIANT';

const CONFLICTS: ReadonlySet<EngineErrorCode> = new Set([
  'ROUND_CLOSED',
  'CELL_REVEALED',
  'NOTHING_TO_CASH_OUT',
]);

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  /** contracts ERR code: 409 for a request that clashes with the round's state, 400 otherwise. */
  readonly errcode: number;
  /** The request field at fault, for the answer's `issues`. */
  readonly field: string;

  constructor(code: EngineErrorCode, message: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.errcode = CONFLICTS.has(code) ? ERR.CONFLICT : ERR.INVALID_REQUEST;
    this.field = code.startsWith('BET_') ? 'play.bet' : code === 'ACTION_INVALID' ? 'action' : 'play';
  }
}
