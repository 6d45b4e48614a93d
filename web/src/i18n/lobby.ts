// The en-US texts of what the lobby adds after its first paint (banner controls, the big-wins ticker); imported
// by those chunks only, so they stay out of the first load.

import lobby from './en-US.lobby.json';
import { addResources } from './index';

addResources(lobby);
