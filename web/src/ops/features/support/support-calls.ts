// The support desk's operator calls (contracts/src/ops-calls/support.ts on the platform side), typed for the
// console's one request function.
import { type OpsResult, opsCall } from '../../api/ops-call';

export interface ChatLine {
  id: number;
  chatId: number;
  from: 'player' | 'agent' | 'system';
  event: 'claimed' | 'closed' | 'inbox' | null;
  text: string;
  createTime: number;
}
export type ChatStatus = 'waiting' | 'active' | 'closed' | 'inbox';

export interface InboxChat {
  id: number;
  userId: number;
  vipLevel: number;
  status: ChatStatus;
  operatorId: number | null;
  createTime: number;
  lastText: string;
  lastFrom: string;
  lastTime: number;
  unanswered: number;
}

export interface AgentChat {
  id: number;
  userId: number;
  vipLevel: number;
  status: ChatStatus;
  operatorId: number | null;
  feedbackId: number;
  createTime: number;
  messages: ChatLine[];
}

export interface FeedbackRow {
  id: number;
  userId: number;
  category: string;
  preview: string;
  /** 0 waiting for support, 1 answered, 2 closed */
  status: 0 | 1 | 2;
  assignedOperatorId: number | null;
  createTime: number;
  replyTime: number;
}

export interface FeedbackThread extends Omit<FeedbackRow, 'preview'> {
  content: string;
  replies: { from: 'support' | 'player'; content: string; createTime: number }[];
}

export interface SupportCalls {
  chatInbox: { req: { scope: 'open' | 'ended' }; res: { list: InboxChat[]; agentsOnline: number } };
  chatDetail: { req: { chatId: number }; res: AgentChat };
  chatClaim: { req: { chatId: number }; res: AgentChat };
  chatReply: { req: { chatId: number; text: string; requestId: string }; res: ChatLine };
  chatClose: { req: { chatId: number }; res: AgentChat };
  feedbackInbox: {
    req: { scope: 'open' | 'mine' | 'all'; pageNum: number; pageSize: number };
    res: { list: FeedbackRow[]; total: number };
  };
  feedbackThread: { req: { id: number }; res: FeedbackThread };
  feedbackAssign: { req: { id: number; operatorId: number | null }; res: FeedbackThread };
  feedbackAnswer: { req: { id: number; text: string }; res: FeedbackThread };
  feedbackClose: { req: { id: number }; res: FeedbackThread };
}

export function supportCall<N extends keyof SupportCalls>(
  name: N,
  body: SupportCalls[N]['req'],
): Promise<OpsResult<SupportCalls[N]['res']>> {
  // The console's typed list (api/ops-calls.ts) is shared; the desk keeps its own here.
  return opsCall(name as never, body as never) as Promise<OpsResult<SupportCalls[N]['res']>>;
}
