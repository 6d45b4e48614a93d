// The en-US texts of the VIP and rebate pages and the VIP gift popup; loaded with those chunks.

import vip from './en-US.vip.json';
import { addResources } from './index';

addResources(vip);
