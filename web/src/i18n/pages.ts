// The en-US texts of the information pages; imported by those pages only, so they stay out of the first load.

import pages from './en-US.pages.json';
import { addResources } from './index';

addResources(pages);
