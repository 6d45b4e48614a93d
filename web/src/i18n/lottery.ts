// The en-US texts of the weekend lottery and the leaderboards; loaded with those chunks.

import lottery from './en-US.lottery.json';
import { addResources } from './index';

addResources(lottery);
