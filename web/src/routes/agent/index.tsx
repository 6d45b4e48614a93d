import { AgentPage } from '../../features/agent/agent-page';

export default function Page() {
  return <AgentPage />;
}
