// The en-US texts of the tasks, the daily sign-in and the login bonus; loaded with those chunks.

import tasks from './en-US.tasks.json';
import { addResources } from './index';

addResources(tasks);
