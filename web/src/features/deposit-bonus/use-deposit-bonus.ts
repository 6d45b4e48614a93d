import { useEffect } from 'react';
import { useStore } from '../../components/use-store';
import {
  $depositBonus,
  type DepositBonusState,
  depositRewardClaim,
  loadDepositBonus,
} from './deposit-bonus-store';

/** Each deposit bonus page opens fresh: a claim result left from the other page is forgotten, the offers reloaded. */
export function useDepositBonus(): DepositBonusState {
  const state = useStore($depositBonus);
  useEffect(() => {
    depositRewardClaim.reset();
    void loadDepositBonus();
  }, []);
  return state;
}
