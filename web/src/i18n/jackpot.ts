// The en-US texts of the jackpot lucky draw and the lucky spin; loaded with those chunks.

import jackpot from './en-US.jackpot.json';
import { addResources } from './index';

addResources(jackpot);
