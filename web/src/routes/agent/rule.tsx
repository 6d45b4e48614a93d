import { AgentRulePage } from '../../features/agent/agent-rule-page';

export default function Page() {
  return <AgentRulePage />;
}
