// The en-US texts of the self-limit page, the restricted view and the reality check; loaded with those chunks.

import protection from './en-US.protection.json';
import { addResources } from './index';

addResources(protection);
