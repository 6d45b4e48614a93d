// The en-US texts of the points and diamond shop, the scratch card and the follow rewards; loaded with them.

import shop from './en-US.shop.json';
import { addResources } from './index';

addResources(shop);
