// The art a task card gets, by what the task asks (contracts taskAsk): daily tasks and VIP tasks alike.
import type { ArtKind } from './activity-art';

export interface TaskAsk {
  metric: 'bet' | 'deposit' | 'login' | 'invite' | 'action';
  unit: 'minor' | 'count';
  route: string;
}

/**
 * The art a task gets, by what the player has to do: a stake for bets, dice for rounds, coins for deposits, a
 * calendar for logins, friends for invites; a client action by where it leads (VIP page, sharing, account safety).
 */
export function artOfTask(task: TaskAsk): ArtKind {
  switch (task.metric) {
    case 'bet':
      return task.unit === 'count' ? 'rounds' : 'bet';
    case 'deposit':
      return task.unit === 'count' ? 'firstDeposit' : 'deposit';
    case 'login':
      return 'signIn';
    case 'invite':
      return 'invite';
    default:
      if (task.route.startsWith('/vip')) return 'vip';
      if (/share|invite|agent/.test(task.route)) return 'share';
      if (/phone|password|security|bind|account/.test(task.route)) return 'secure';
      return 'task';
  }
}
