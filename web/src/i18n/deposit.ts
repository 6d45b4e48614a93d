// The en-US texts of the deposit activities (first deposit, deposit bonuses); loaded with those chunks.

import deposit from './en-US.deposit.json';
import { addResources } from './index';

addResources(deposit);
