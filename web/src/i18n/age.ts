// The en-US texts of the age notice; loaded with the sheet, which returning players never see.

import age from './en-US.age.json';
import { addResources } from './index';

addResources(age);
