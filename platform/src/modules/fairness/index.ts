// The fairness module's door: seeds and nonces the in-house games draw from.
export { fairnessHandlers } from './routes';
export {
  type ClaimRow,
  claimedNonce,
  claimNonce,
  claimNonceStatement,
  createFairnessService,
  newSeed,
} from './service';
