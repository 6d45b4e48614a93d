// The en-US texts of the popups; loaded with the popup chunk.

import popups from './en-US.popups.json';
import { addResources } from './index';

addResources(popups);
