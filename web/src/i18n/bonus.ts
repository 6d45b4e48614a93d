// The en-US texts of the bonus centre (/bonus, /bonus/event, /bonus/reward); loaded with its chunk.

import bonus from './en-US.bonus.json';
import { addResources } from './index';

addResources(bonus);
