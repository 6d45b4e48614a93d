// The en-US texts of identity verification, feedback, coin history and image uploads; loaded with those chunks.

import support from './en-US.support.json';
import { addResources } from './index';

addResources(support);
