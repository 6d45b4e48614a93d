// The protection module's door: limits players set on themselves (deposit, loss, play time), cool-off and
// self-exclusion. Other modules call checkDeposit / checkBet / checkChanceStake inside their transactions; the dispatch gate
// (the descriptor's `gate`) keeps a paused player to withdrawals and history.
import type { ModuleContext, PlatformModule } from '../module';
import { restrictionGate } from './gate';
import { protectionOps } from './ops';
import { protectionOpsHandlers } from './ops-routes';
import { protectionHandlers } from './routes';
import { createProtectionService } from './service';

export { ALLOWED_WHILE_RESTRICTED, refuseRestricted, restrictionUntil } from './gate';
export {
  type BetGuardFlags,
  betGuardClear,
  betGuardColumns,
  checkBet,
  checkChanceStake,
  checkDeposit,
  checkWithdraw,
  finishCheckBet,
} from './guard';
export { blocksOf, type OperatorBlock, setBlock } from './operator-blocks';
export {
  type BlockRecord,
  blockRecords,
  protectionPicture,
  type RgKind,
  type RgRow,
  rgList,
} from './operator-view';
export { protectionOps } from './ops';
export { CHANCE_SOURCES } from './stakes';

export function protectionModule(ctx: ModuleContext): PlatformModule {
  return {
    name: 'protection',
    handlers: protectionHandlers(createProtectionService(ctx)),
    gate: restrictionGate(ctx.db),
    ops: protectionOps,
    opsHandlers: protectionOpsHandlers(ctx.db),
  };
}
