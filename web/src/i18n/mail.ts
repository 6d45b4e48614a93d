// The en-US texts of the inbox, the reward records and the claim errors; loaded with those chunks.

import mail from './en-US.mail.json';
import { addResources } from './index';

addResources(mail);
