// The profile module's door.
export { profileHandlers } from './routes';
export { createProfileService } from './service';
