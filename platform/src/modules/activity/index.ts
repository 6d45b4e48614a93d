// The activity module's door.
export { activityHandlers } from './routes';
export type { ActivityService } from './service';
export { createActivityService } from './service';
