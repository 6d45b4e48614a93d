// Pieces every lottery page shares: the links between them, price and ticket names, the status pill.
import { formatMoney } from '@casino/contracts/money';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { hasKey, t } from '../../i18n';
import type { DrawSummary } from './lottery-store';

const COIN = 2001;

/** "2 × Silver ticket" or "₱40.00". */
export function priceText(price: { propId: number; count: number }): string {
  if (price.propId === COIN) return formatMoney(price.count);
  return `${price.count} × ${ticketName(price.propId)}`;
}

export function ticketName(propId: number): string {
  const key = `lottery.ticket.${propId}`;
  return hasKey(key) ? t(key) : t('reward.lottery');
}

const STATUS_PILL: Record<DrawSummary['status'], string> = {
  open: 'pill pill-success',
  closed: 'pill pill-warn',
  drawn: 'pill pill-gold',
  cancelled: 'pill pill-danger',
};

export function DrawStatus({ status }: { status: DrawSummary['status'] }) {
  return <span className={STATUS_PILL[status]}>{t(`lottery.status.${status}`)}</span>;
}

const LINKS = [
  ['/activity/lottery/history', 'lottery.nav.history'],
  ['/activity/lottery/order', 'lottery.nav.orders'],
  ['/activity/lottery/record', 'lottery.nav.record'],
  ['/activity/lottery/rule', 'lottery.nav.rule'],
] as const;

/** The page's own header (no top bar on lottery pages) and the links to the other lottery pages. */
export function LotteryHeader({ title, current }: { title: string; current?: string }) {
  return (
    <>
      <PageHeader title={title} />
      <nav className="lottery-nav scroll-cue" aria-label={t('route.lottery')}>
        {LINKS.map(([to, label]) => (
          <Link key={to} to={to} className="chip" aria-current={current === to ? 'page' : undefined}>
            {t(label)}
          </Link>
        ))}
      </nav>
    </>
  );
}

/** "2d 4h 10m left" until `at`, or nothing once it passed. */
export function timeLeft(at: number, now: number): string | null {
  const ms = at - now;
  if (ms <= 0) return null;
  const m = Math.floor(ms / 60_000);
  const d = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  return d > 0 ? t('lottery.countdown', { d, h, m: m % 60 }) : t('lottery.countdownShort', { h, m: m % 60 });
}
