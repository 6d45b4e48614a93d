import { TasksPage } from '../../features/tasks/tasks-page';

export default function Page() {
  return <TasksPage />;
}
