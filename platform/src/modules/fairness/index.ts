// The fairness module's door: seeds and nonces the in-house games draw from.
import type { ModuleContext, PlatformModule } from '../module';
import { fairnessHandlers } from './routes';
import { createFairnessService, type FairnessDeps } from './service';

export {
  type ClaimedNonce,
  type ClaimRow,
  claimedNonce,
  claimNonce,
  claimNonceAtStatement,
  claimNonceStatement,
  newSeed,
  peekNonceStatement,
} from './service';

export function fairnessModule(
  ctx: ModuleContext,
  links: Pick<FairnessDeps, 'settleStaleRounds'>,
): PlatformModule {
  return { name: 'fairness', handlers: fairnessHandlers(createFairnessService({ ...ctx, ...links })) };
}
