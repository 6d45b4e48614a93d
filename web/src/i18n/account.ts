// The en-US texts of the auth and member pages and their forms; loaded with those chunks.

import account from './en-US.account.json';
import { addResources } from './index';

addResources(account);
