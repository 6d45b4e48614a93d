// The en-US texts of the game pages; imported by those pages only, so they stay out of the first load.

import games from './en-US.games.json';
import { addResources } from './index';

addResources(games);
