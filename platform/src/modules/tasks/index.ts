// The tasks module's door: tasks and VIP tasks (quests with a task number), the daily sign-in and the login
// bonus, and their red dots.
import type { ModuleContext, PlatformModule } from '../module';
import { tasksOps } from './ops';
import { tasksHandlers } from './routes';
import { createSignInService } from './sign-in';
import { createTaskService } from './tasks';

export { tasksOps } from './ops';

export function tasksModule(ctx: ModuleContext): PlatformModule {
  const tasks = createTaskService(ctx);
  const signIn = createSignInService(ctx);
  return {
    name: 'tasks',
    handlers: tasksHandlers(tasks, signIn),
    ops: tasksOps,
    awardFlags: async (userId) => ({
      ...(await tasks.awardFlags(userId)),
      ...(await signIn.awardFlags(userId)),
    }),
  };
}
