// The activity module's door: the activity catalogue, the red dots and the reward record.
import type { ModuleContext, PlatformModule } from '../module';
import { activityHandlers } from './routes';
import { createActivityService } from './service';

export type { ActivityService } from './service';
export { createActivityService } from './service';

export function activityModule(ctx: ModuleContext): PlatformModule {
  return { name: 'activity', handlers: activityHandlers(createActivityService(ctx)) };
}
