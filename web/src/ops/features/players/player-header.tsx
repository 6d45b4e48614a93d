import type { Player360 } from '../../api/ops-calls';
import { money, when } from '../../components/format';
import { t } from '../../i18n';

const KYC = ['none', 'pending', 'approved', 'rejected'] as const;

/** Who the player is and what they hold, above every tab. */
export function Header({ header: h }: { header: Player360['header'] }) {
  const items: [string, string][] = [
    [t('ops.players.head.nickname'), h.nickname || '—'],
    [t('ops.players.head.mobile'), h.mobile || '—'],
    [t('ops.players.head.kyc'), t(`ops.withdrawals.kycStatus.${KYC[h.kycStatus] ?? 'none'}`)],
    [t('ops.players.head.vip'), String(h.vip)],
    [t('ops.players.head.balance'), money(h.balance)],
    [t('ops.players.head.safebox'), money(h.safebox)],
    [t('ops.players.head.deposits'), money(h.totalDeposits)],
    [t('ops.players.head.withdrawals'), money(h.totalWithdrawals)],
    [t('ops.players.head.turnover'), money(h.totalTurnover)],
    [t('ops.players.head.registered'), `${when(h.registeredAt)} · ${h.registerIp || '—'}`],
    [t('ops.players.head.lastSeen'), h.lastSeenAt ? when(h.lastSeenAt) : '—'],
  ];
  return (
    <div className="ops-head-card">
      <dl className="ops-dl ops-dl-wide">
        {items.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {h.blocks.length > 0 && (
        <p className="ops-failure">
          {t('ops.players.head.blocks')}{' '}
          {h.blocks.map((b) => (
            <span key={b} className="ops-flag ops-gap">
              {t(`ops.players.blocks.${b}`)}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
