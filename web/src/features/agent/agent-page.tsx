import './agent.css';
import '../../i18n/agent';
import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../api/call';
import { ClaimErrorText } from '../../components/claim-error';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { Tagline } from '../../components/responsible-gaming';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import type { FormOutcome } from '../../lib/form-submit';
import { $config } from '../../stores/config';
import {
  $agent,
  $agentLog,
  $invite,
  $statement,
  type AgentInfo,
  commissionClaim,
  loadAgent,
  loadAgentLog,
  loadInvite,
  loadInvitees,
  loadMoreAgentLog,
  loadStatement,
  receiveCommission,
  receiveTier,
  tierClaim,
} from './agent-store';
import { InviteTermsCard } from './invite-terms';
import { InviteeList } from './invitee-list';

const TABS = ['overview', 'team', 'statement', 'records'] as const;
const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;

function useTypeName(): (type: number) => string {
  const config = useStore($config).data;
  return (type) => config?.appGameTypeList.find((g) => g.id === type)?.name ?? t('agent.gameType', { type });
}

/** agentFill's entry: a player without an inviter may still name one, once. */
function InviterForm() {
  const [code, setCode] = useState('');
  const sending = useFormSubmit(async (): Promise<FormOutcome<true, string>> => {
    const res = await call('agentFill', { inviteCode: code.trim() });
    if (!res.ok)
      return {
        ok: false,
        error:
          res.errcode === ERR.PARENT_INVALID || res.errcode === ERR.PARENT_ALREADY_SET
            ? t(`agent.inviterError.${res.errcode}`)
            : t('claim.failed', { code: res.errcode }),
      };
    // the form is done once the code is taken; the page then reloads what the inviter changes
    void loadAgent();
    return { ok: true, result: true };
  });
  const { busy, error } = sending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return sending.fail(t('agent.inviterEmpty'));
    void sending.submit();
  };
  return (
    <form className="card inviter-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="inviter-code">{t('agent.inviterLabel')}</label>
        <div className="field-row">
          <input
            id="inviter-code"
            className="input"
            value={code}
            maxLength={32}
            autoComplete="off"
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'inviter-error' : 'inviter-hint'}
          />
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {t('agent.inviterSave')}
          </button>
        </div>
        {error ? (
          <p id="inviter-error" className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p id="inviter-hint" className="field-hint">
            {t('agent.inviterHint')}
          </p>
        )}
      </div>
    </form>
  );
}

function Overview({ info }: { info: AgentInfo }) {
  const claim = useStore(commissionClaim.$state);
  const tier = useStore(tierClaim.$state);
  return (
    <>
      <section className="card card-gold agent-hero" aria-labelledby="agent-claim-title">
        <div className="invite-balance">
          <div>
            <h2 id="agent-claim-title" className="card-title">
              {t('agent.claimable')}
            </h2>
            <strong>{formatMoney(info.claimable)}</strong>
          </div>
          <button
            type="button"
            className="btn btn-gold"
            disabled={claim.busy || info.claimable === 0}
            onClick={() => void receiveCommission()}
          >
            {claim.busy ? t('agent.working') : t('agent.receive')}
          </button>
        </div>
        <dl className="figures">
          <dt>{t('agent.today')}</dt>
          <dd>{formatMoney(info.todayCommission)}</dd>
          <dt>{t('agent.total')}</dt>
          <dd>{formatMoney(info.totalCommission)}</dd>
          {(info.heldCommission ?? 0) > 0 && (
            <>
              <dt>{t('agent.held')}</dt>
              <dd>{formatMoney(info.heldCommission ?? 0)}</dd>
            </>
          )}
        </dl>
        <p className="agent-terms">{t('agent.claimTerms')}</p>
        <ClaimErrorText error={claim.error?.code === ERR.NOT_CLAIMABLE ? null : claim.error} />
        {claim.error?.code === ERR.NOT_CLAIMABLE && (
          <p className="form-alert" role="alert">
            {t('agent.nothingYet')}
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="agent-team-title">
        <h2 id="agent-team-title" className="card-title">
          {t('agent.team')}
        </h2>
        <dl className="invite-counts">
          <div>
            <dt>{t('agent.direct')}</dt>
            <dd>{info.directCount}</dd>
          </div>
          <div>
            <dt>{t('agent.valid')}</dt>
            <dd>{info.validDirectCount}</dd>
          </div>
          <div>
            <dt>{t('agent.teamSize')}</dt>
            <dd>{info.teamCount}</dd>
          </div>
        </dl>
        <div className="share-actions">
          <Link className="btn btn-gold" to="/share">
            {t('agent.inviteMore')}
          </Link>
          <span className="code-line">
            {t('agent.codeLine')} <strong>{info.inviteCode}</strong>
          </span>
        </div>
      </section>
      <section className="card" aria-labelledby="agent-tiers-title">
        <h2 id="agent-tiers-title" className="card-title">
          {t('agent.tiers')}
        </h2>
        <ul className="list">
          {info.tiers.map((tr) => (
            <li key={tr.tier} className="list-row">
              <span>
                <span className="list-title">{t('agent.tierLine', { count: tr.validInvites })}</span>
                <span className="list-sub">
                  {t('agent.tierProgress', {
                    done: Math.min(info.validDirectCount, tr.validInvites),
                    need: tr.validInvites,
                  })}
                </span>
              </span>
              <span className="list-actions">
                <strong>{formatMoney(tr.reward, { trimZeroCents: true })}</strong>
                {tr.status === 2 ? (
                  <span className="pill pill-success">{t('agent.received')}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    disabled={tr.status !== 1 || tier.busy}
                    onClick={() => void receiveTier(tr.tier)}
                    aria-label={t('agent.receiveTier', { tier: tr.tier })}
                  >
                    {t('agent.receive')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
        <p className="agent-terms">{t('agent.tierTerms')}</p>
        <ClaimErrorText error={tier.error} />
      </section>
      {info.hasParent === false && <InviterForm />}
    </>
  );
}

function StatementTab() {
  const state = useStore($statement);
  const typeName = useTypeName();
  useEffect(() => {
    void loadStatement();
  }, []);
  const data = state.data;
  if (!data && state.status === 'error') return <ErrorState onRetry={() => void loadStatement()} />;
  if (!data) return <Skeleton lines={6} />;
  const dayTotal = data.rows.reduce((s, r) => s + r.commission, 0);
  const days = [...new Set([data.day, ...data.days.map((d) => d.day)])];
  return (
    <>
      <div className="field statement-day">
        <label htmlFor="statement-day">{t('agent.day')}</label>
        <select
          id="statement-day"
          className="input select"
          value={data.day}
          onChange={(e) => void loadStatement(e.target.value)}
        >
          {days.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </div>
      {data.days
        .filter((d) => d.day === data.day)
        .map((d) => (
          <dl
            key={`${d.day}-${d.settledAt}`}
            className="figures card statement-carry"
            aria-label={t('agent.carryLabel', { day: d.day })}
          >
            <dt>{t('agent.opening')}</dt>
            <dd>{formatMoney(d.opening)}</dd>
            <dt>{t('agent.dayCommission')}</dt>
            <dd>{formatMoney(d.commission)}</dd>
            {d.held > 0 && (
              <>
                <dt>{t('agent.held')}</dt>
                <dd>{formatMoney(d.held)}</dd>
              </>
            )}
            <dt className="figure-total">{t('agent.closing')}</dt>
            <dd className="figure-total">{formatMoney(d.closing)}</dd>
          </dl>
        ))}
      {data.rows.length === 0 ? (
        <EmptyState message={t('agent.noStatement')} />
      ) : (
        <div className="statement-wrap">
          <table className="statement" aria-label={t('agent.statementLabel', { day: data.day })}>
            <thead>
              <tr>
                <th scope="col">{t('agent.member')}</th>
                <th scope="col">{t('agent.game')}</th>
                <th scope="col">{t('agent.turnover')}</th>
                <th scope="col">{t('agent.rate')}</th>
                <th scope="col">{t('agent.commission')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    {r.member}
                    <small>{t(`agent.levelShort.${Math.min(r.level, 3)}`)}</small>
                  </td>
                  <td>{typeName(r.gameType)}</td>
                  <td>
                    {formatMoney(r.turnover)}
                    <small>{t('agent.bets', { count: r.betCount })}</small>
                  </td>
                  <td>{rate(r.rateBp)}</td>
                  <td>
                    {formatMoney(r.commission)}
                    <small className={`line-${r.status}`}>{t(`agent.lineStatus.${r.status}`)}</small>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('agent.dayTotal')}
                </th>
                <td>{formatMoney(dayTotal)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <p className="agent-terms">{t('agent.statementNote')}</p>
    </>
  );
}

function RecordsTab() {
  const log = useStore($agentLog);
  useEffect(() => {
    void loadAgentLog();
  }, []);
  if (log.status === 'loading' || log.status === 'idle') return <Skeleton lines={5} />;
  if (log.status === 'error') return <ErrorState onRetry={() => void loadAgentLog()} />;
  if (log.list.length === 0) return <EmptyState message={t('agent.noRecords')} />;
  return (
    <>
      <ul className="list" aria-label={t('agent.recordsLabel')}>
        {log.list.map((r) => (
          <li key={`${r.kind}-${r.id}`} className="list-row">
            <span>
              <span className="list-title">{t(`agent.logKind.${r.kind}`)}</span>
              {r.member && (
                // which friend (masked) and which Manila day: what the statement's line or the invitee list shows
                <span className="list-sub">
                  {t(`agent.logFrom.${r.kind}`, { member: r.member, day: r.day })}
                </span>
              )}
              <span className="list-sub">{formatDateTime(r.createTime)}</span>
            </span>
            <span className="list-actions">
              <strong>{formatMoney(r.amount)}</strong>
            </span>
          </li>
        ))}
      </ul>
      {log.pageNum < log.pages && (
        <button
          type="button"
          className="btn btn-outline btn-block"
          disabled={log.more}
          onClick={() => void loadMoreAgentLog()}
        >
          {log.more ? t('common.loading') : t('agent.loadMore')}
        </button>
      )}
    </>
  );
}

/** /agent?tabActive=0..3: overview (commission, team, tiers, inviter), team, statement, records. */
export function AgentPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS[Number(params.get('tabActive') ?? 0)] ?? 'overview';
  const state = useStore($agent);
  const invite = useStore($invite);
  useEffect(() => {
    commissionClaim.reset();
    tierClaim.reset();
    void loadAgent();
  }, []);
  useEffect(() => {
    if (tab === 'team') {
      void loadInvitees();
      if (!invite.data) void loadInvite();
    }
  }, [tab, invite.data]);
  return (
    <section className="page agent-page">
      <div role="tablist" className="tabs agent-tabs" aria-label={t('agent.tabsLabel')}>
        {TABS.map((k, i) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === tab}
            onClick={() => setParams({ tabActive: String(i) }, { replace: true })}
          >
            {t(`agent.tab.${k}`)}
          </button>
        ))}
      </div>
      {tab === 'overview' && (
        <>
          {(state.status === 'loading' || state.status === 'idle') && <Skeleton lines={8} />}
          {state.status === 'error' && <ErrorState onRetry={() => void loadAgent()} />}
          {state.data && <Overview info={state.data} />}
          <InviteTermsCard />
        </>
      )}
      {tab === 'team' && <InviteeList rule={invite.data?.validRule ?? state.data?.validRule} />}
      {tab === 'statement' && <StatementTab />}
      {tab === 'records' && <RecordsTab />}
      <Tagline />
    </section>
  );
}
