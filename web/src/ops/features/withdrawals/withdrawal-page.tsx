import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { WithdrawalRow } from '../../api/ops-calls';
import { type Column, DataTable } from '../../components/data-table';
import { Flags } from '../../components/flags';
import { money, when } from '../../components/format';
import { KeyHints, useQueueKeys } from '../../components/queue-keys';
import { ReasonDialog } from '../../components/reason-dialog';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import {
  $withdrawalBusy,
  $withdrawalOutcome,
  decideWithdrawals,
  isMineAwaiting,
  withdrawalQueue,
  withdrawalTable,
} from './withdrawal-store';

const REJECT_REASONS = [
  'ops.withdrawals.reasons.kycName',
  'ops.withdrawals.reasons.turnover',
  'ops.withdrawals.reasons.risk',
] as const;

const KYC_STATUS = ['none', 'pending', 'approved', 'rejected'] as const;
const FLAGS = [
  'firstWithdrawal',
  'littlePlay',
  'newReceivingAccount',
  'sharedAccount',
  'sharedDevice',
  'sharedIp',
  'mostlyBonus',
  'nameMismatch',
] as const;

function Status({ row }: { row: WithdrawalRow }) {
  if (row.proposal?.state === 'pending')
    return isMineAwaiting(row) ? (
      <span className="ops-badge ops-wait">{t('ops.fourEyes.waitingOther')}</span>
    ) : (
      <span className="ops-badge ops-second">
        {t('ops.fourEyes.needsSecond', { maker: row.proposal.makerLogin ?? row.proposal.makerId })}
      </span>
    );
  const last = row.lastApproval;
  const earlier = last ? (
    <span className="ops-badge ops-wait" title={last.reason}>
      {last.state === 'expired'
        ? t('ops.withdrawals.approvalExpired')
        : t('ops.withdrawals.approvalDeclined', { by: last.by })}
    </span>
  ) : null;
  if (row.needsSecondApproval)
    return (
      <>
        <span className="ops-badge ops-second">{t('ops.withdrawals.fourEyes')}</span> {earlier}
      </>
    );
  return (
    <>
      <span className="ops-badge">{t('ops.withdrawals.pending')}</span> {earlier}
    </>
  );
}

/** The platform's own holder-name rule decides (the same one payouts apply); the page never re-judges names. */
const nameMismatch = (row: WithdrawalRow): boolean => row.flags.includes('nameMismatch');

const kycText = (status: number) => t(`ops.withdrawals.kycStatus.${KYC_STATUS[status] ?? 'none'}`);

const columns: Column<WithdrawalRow>[] = [
  {
    key: 'createdAt',
    label: t('ops.withdrawals.col.requested'),
    sort: 'createdAt',
    render: (r) => when(r.createdAt),
  },
  {
    key: 'player',
    label: t('ops.withdrawals.col.player'),
    render: (r) => (
      <Link to={`/players/${r.userId}`}>
        {r.userId} <span className="ops-muted">{r.account}</span>
      </Link>
    ),
  },
  {
    key: 'amount',
    label: t('ops.withdrawals.col.amount'),
    sort: 'amount',
    numeric: true,
    render: (r) => money(r.amount),
  },
  {
    key: 'channel',
    label: t('ops.withdrawals.col.channel'),
    secondary: true,
    render: (r) => (
      <>
        {r.channel.bankName} <span className="ops-muted">{r.channel.accountNo}</span>
      </>
    ),
  },
  {
    key: 'names',
    label: t('ops.withdrawals.col.names'),
    render: (r) => (
      <span className={nameMismatch(r) ? 'ops-names is-diff' : 'ops-names'}>
        {r.channel.accountName}
        <span className="ops-muted"> / {r.kycName ?? t('ops.withdrawals.noKycName')}</span>
      </span>
    ),
  },
  { key: 'kyc', label: t('ops.withdrawals.col.kyc'), secondary: true, render: (r) => kycText(r.kycStatus) },
  {
    key: 'turnover',
    label: t('ops.withdrawals.col.turnover'),
    secondary: true,
    numeric: true,
    render: (r) =>
      r.turnoverOwed > 0 ? (
        <span className="ops-warn">
          {t('ops.withdrawals.turnoverLeft', { amount: money(r.turnoverOwed) })}
        </span>
      ) : (
        t('ops.withdrawals.turnoverMet')
      ),
  },
  { key: 'flags', label: t('ops.withdrawals.col.flags'), render: (r) => <Flags flags={r.flags} /> },
  { key: 'status', label: t('ops.withdrawals.col.status'), render: (r) => <Status row={r} /> },
];

export function WithdrawalPage() {
  const state = useStore(withdrawalTable.$state);
  const openId = useStore(withdrawalQueue.$openId);
  const selected = useStore(withdrawalQueue.$selected);
  const busy = useStore($withdrawalBusy);
  const outcome = useStore($withdrawalOutcome);
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const filters = state.query.filters;
  const open = state.rows.find((r) => r.id === openId) ?? null;

  useEffect(() => {
    $withdrawalOutcome.set(null);
    void withdrawalTable.reload();
  }, []);

  const approve = (ids: string[]) => void decideWithdrawals(ids, true);
  useQueueKeys({
    next: () => withdrawalQueue.openNext(),
    approve: () => open && withdrawalQueue.actionable(open) && approve([open.id]),
    reject: () => open && withdrawalQueue.actionable(open) && setRejecting([open.id]),
  });
  const picked = [...selected].map(String);

  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>{t('ops.nav.withdrawals')}</h1>
        <KeyHints />
        <label className="ops-inline">
          <span className="ops-muted">{t('ops.withdrawals.flagFilter')}</span>
          <select
            value={filters.flag ?? ''}
            onChange={(e) => void withdrawalTable.setFilters(e.target.value ? { flag: e.target.value } : {})}
          >
            <option value="">{t('ops.withdrawals.anyFlag')}</option>
            {FLAGS.map((f) => (
              <option key={f} value={f}>
                {t(`ops.flags.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="ops-actions">
          <span className="ops-muted">{t('ops.table.selected', { count: picked.length })}</span>
          <button
            type="button"
            className="ops-btn ops-primary"
            disabled={busy || picked.length === 0}
            onClick={() => approve(picked)}
          >
            {t('ops.withdrawals.approveSelected')}
          </button>
          <button
            type="button"
            className="ops-btn ops-danger"
            disabled={busy || picked.length === 0}
            onClick={() => setRejecting(picked)}
          >
            {t('ops.withdrawals.rejectSelected')}
          </button>
        </div>
      </header>
      {outcome && (
        <p className={outcome.failed.length > 0 ? 'ops-failure' : 'ops-note'} role="status">
          {t('ops.withdrawals.outcome', {
            done: outcome.done,
            awaiting: outcome.awaiting,
            failed: outcome.failed.length,
          })}
          {outcome.failed.some((f) => f.forbidden) && ` ${t('ops.state.forbidden')}`}
          {outcome.failed.find((f) => !f.forbidden && f.msg)?.msg &&
            ` ${outcome.failed.find((f) => !f.forbidden && f.msg)?.msg}`}
        </p>
      )}
      <div className={open ? 'ops-split' : undefined}>
        <DataTable
          table={withdrawalTable}
          columns={columns}
          caption={t('ops.nav.withdrawals')}
          rowKey={(r) => r.id}
          openKey={openId}
          onOpen={(r) => withdrawalQueue.open(r.id)}
          emptyMessage={t('ops.withdrawals.empty')}
          rowClass={(r) =>
            r.proposal?.state === 'pending' ? (isMineAwaiting(r) ? 'is-mine' : 'is-second') : ''
          }
          selection={{
            isSelected: (r) => selected.has(r.id),
            canSelect: withdrawalQueue.actionable,
            toggle: (r) => withdrawalQueue.toggle(r.id),
            toggleAll: withdrawalQueue.toggleAll,
          }}
        />
        {open && (
          <aside className="ops-detail" aria-label={t('ops.withdrawals.detail', { id: open.id })}>
            <h2>{t('ops.withdrawals.detail', { id: open.id })}</h2>
            <dl className="ops-dl">
              <dt>{t('ops.withdrawals.col.player')}</dt>
              <dd>
                <Link to={`/players/${open.userId}`}>
                  {open.userId} · {open.account}
                </Link>{' '}
                <span className="ops-muted">{open.nickname}</span>
              </dd>
              <dt>{t('ops.withdrawals.col.amount')}</dt>
              <dd>
                {money(open.amount)}{' '}
                <span className="ops-muted">
                  {t('ops.withdrawals.feePayout', { fee: money(open.fee), payout: money(open.payout) })}
                </span>
              </dd>
              <dt>{t('ops.withdrawals.col.channel')}</dt>
              <dd>
                {open.channel.bankName} · {open.channel.kind} · {open.channel.accountNo}
                <br />
                <span className="ops-muted">
                  {t('ops.withdrawals.addedAt', { at: when(open.channel.addedAt) })}
                </span>
              </dd>
              <dt>{t('ops.withdrawals.accountName')}</dt>
              <dd className={nameMismatch(open) ? 'ops-warn' : undefined}>{open.channel.accountName}</dd>
              <dt>{t('ops.withdrawals.kycName')}</dt>
              <dd>{open.kycName ?? t('ops.withdrawals.noKycName')}</dd>
              <dt>{t('ops.withdrawals.col.kyc')}</dt>
              <dd>{kycText(open.kycStatus)}</dd>
              <dt>{t('ops.withdrawals.col.turnover')}</dt>
              <dd>
                {open.turnoverOwed > 0
                  ? t('ops.withdrawals.turnoverLeft', { amount: money(open.turnoverOwed) })
                  : t('ops.withdrawals.turnoverMet')}
              </dd>
              <dt>{t('ops.withdrawals.col.flags')}</dt>
              <dd>
                <Flags flags={open.flags} none={t('ops.withdrawals.noFlags')} />
                {open.sharedWith.length > 0 && (
                  <p className="ops-muted">
                    {t('ops.withdrawals.sharedWith')}{' '}
                    {open.sharedWith.map((id) => (
                      <Link key={id} to={`/players/${id}`} className="ops-gap">
                        {id}
                      </Link>
                    ))}
                  </p>
                )}
              </dd>
              <dt>{t('ops.withdrawals.col.status')}</dt>
              <dd>
                <Status row={open} />
              </dd>
            </dl>
            {withdrawalQueue.actionable(open) ? (
              <div className="ops-actions">
                <button
                  type="button"
                  className="ops-btn ops-primary"
                  disabled={busy}
                  onClick={() => approve([open.id])}
                >
                  {t('ops.actions.approve')} <kbd>a</kbd>
                </button>
                <button
                  type="button"
                  className="ops-btn ops-danger"
                  disabled={busy}
                  onClick={() => setRejecting([open.id])}
                >
                  {t('ops.actions.reject')} <kbd>r</kbd>
                </button>
              </div>
            ) : (
              <p className="ops-note">{t('ops.fourEyes.ownExplained')}</p>
            )}
          </aside>
        )}
      </div>
      <ReasonDialog
        open={rejecting !== null}
        title={t('ops.withdrawals.rejectTitle', { count: rejecting?.length ?? 0 })}
        templates={REJECT_REASONS}
        confirmLabel={t('ops.actions.reject')}
        danger
        busy={busy}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => {
          const ids = rejecting ?? [];
          setRejecting(null);
          void decideWithdrawals(ids, false, reason);
        }}
      />
    </section>
  );
}
