// The en-US texts of the wallet pages (deposit, withdraw, records, receiving accounts, safebox); loaded with those chunks.

import wallet from './en-US.wallet.json';
import { addResources } from './index';

addResources(wallet);
