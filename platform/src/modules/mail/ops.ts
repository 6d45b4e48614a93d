import { formatMoney } from '@casino/contracts/money';
import { classifyReward } from '@casino/contracts/reward-ids';
import type { OpsCommand } from '../../core/module';
import type { RewardItem } from '../../rewards';
import { DEFAULT_MAIL_DAYS, sendMail } from './send';

const USAGE =
  'mail send --to <userId|all> --title TEXT --body TEXT [--reward <itemId>:<count>]… [--turnover N] [--days N]';

/** Every value of a repeatable flag; a flag given without a value is an error, never a silent default. */
function values(args: string[], name: string): string[] {
  const out: string[] = [];
  args.forEach((a, i) => {
    if (a !== `--${name}`) return;
    const v = args[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`--${name} needs a value\nusage: ${USAGE}`);
    out.push(v);
  });
  return out;
}

function one(args: string[], name: string): string | undefined {
  const all = values(args, name);
  if (all.length > 1) throw new Error(`--${name} given twice`);
  return all[0];
}

function wholeNumber(text: string, what: string): number {
  if (/^\d{16,}$/.test(text)) throw new Error(`${what} is too large: ${text}`);
  if (!/^\d{1,15}$/.test(text)) throw new Error(`${what} must be a positive whole number, got "${text}"`);
  return Number(text);
}

function parseReward(text: string): RewardItem {
  const m = /^(-?\d+):(.+)$/.exec(text);
  if (!m) throw new Error(`--reward takes <itemId>:<count>, got "${text}"`);
  const count = wholeNumber(m[2]!, `the count of item ${m[1]}`);
  if (count === 0) throw new Error(`the count of item ${m[1]} must be more than 0`);
  return { propId: Number(m[1]), count };
}

const describe = ({ propId, count }: RewardItem) =>
  classifyReward(propId).unit === 'minor'
    ? `${formatMoney(count)} (item ${propId})`
    : `${count} × item ${propId}`;

/** `ops mail send …`: a mail from the operator to one player or everyone; refused input writes nothing. */
export const mailOps: Record<string, OpsCommand> = {
  mail: {
    usage: USAGE,
    summary: `send a mail (coin counts in centavos: 2001:2000 = ₱20.00; live ${DEFAULT_MAIL_DAYS} days unless --days, 0 = never expires)`,
    async run(ctx, args) {
      if (args[0] !== 'send') throw new Error(`usage: ${USAGE}`);
      const rest = args.slice(1);
      const known = new Set(['--to', '--title', '--body', '--reward', '--turnover', '--days']);
      rest.forEach((a, i) => {
        if (a.startsWith('--') && !known.has(a) && !known.has(rest[i - 1] ?? '')) {
          throw new Error(`unknown option ${a}\nusage: ${USAGE}`);
        }
      });
      const toText = one(rest, 'to');
      const title = one(rest, 'title');
      const body = one(rest, 'body');
      if (!toText || title === undefined || body === undefined) throw new Error(`usage: ${USAGE}`);
      const to = toText === 'all' ? 'all' : wholeNumber(toText, '--to');
      const attachments = values(rest, 'reward').map(parseReward);
      const turnover = one(rest, 'turnover');
      const days = one(rest, 'days');
      const dayCount = days === undefined ? DEFAULT_MAIL_DAYS : wholeNumber(days, '--days');
      const sent = await sendMail(ctx.db, {
        to,
        sender: 'operator',
        title,
        content: body,
        attachments,
        turnoverMultiple: turnover === undefined ? 0 : wholeNumber(turnover, '--turnover'),
        expiresAt: dayCount === 0 ? null : new Date(Date.now() + dayCount * 86_400_000),
      });
      const what = attachments.length > 0 ? ` with ${attachments.map(describe).join(', ')}` : '';
      const who = to === 'all' ? 'every player' : `player ${to}`;
      return `mail ${sent.id} sent to ${who}${what}`;
    },
  },
};
