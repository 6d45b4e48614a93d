// The en-US texts of the invite (/share) and agent (/agent, /agent/rule) pages; loaded with those chunks.

import agent from './en-US.agent.json';
import { addResources } from './index';

addResources(agent);
