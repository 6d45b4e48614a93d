import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { mayCall } from '../../app/call-roles';
import { FieldsView } from '../../components/generic-view';
import { Empty, Failure, Loading } from '../../components/states';
import { useStore } from '../../components/use-store';
import { hasKey, t } from '../../i18n';
import { $operator } from '../../stores/session';
import { AdjustmentForm } from './adjustment-form';
import { $player, loadPlayer, PLAYER_TABS, type PlayerTab, tabSections } from './player-360-store';

export function Player360Page() {
  const userId = Number(useParams().userId);
  const state = useStore($player);
  const operator = useStore($operator);
  const [tab, setTab] = useState<PlayerTab>('profile');
  useEffect(() => {
    void loadPlayer(userId);
  }, [userId]);
  const data = state.status === 'ready' ? state.data : null;
  const profile = (data?.profile ?? {}) as Record<string, unknown>;
  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>
          <Link to="/players">{t('ops.nav.players')}</Link> / {t('ops.players.title', { id: userId })}
          {typeof profile.account === 'string' && <span className="ops-muted"> · {profile.account}</span>}
        </h1>
      </header>
      {state.status === 'loading' || state.status === 'idle' ? (
        <Loading rows={10} />
      ) : state.status === 'notFound' ? (
        <Empty message={t('ops.players.notFound', { id: userId })} />
      ) : state.status !== 'ready' ? (
        <Failure
          forbidden={state.status === 'forbidden'}
          msg={state.msg}
          onRetry={() => void loadPlayer(userId)}
        />
      ) : (
        <div className="ops-split ops-split-wide">
          <div>
            <div className="ops-tabs" role="tablist" aria-label={t('ops.players.tabsLabel')}>
              {PLAYER_TABS.map((id) => (
                <button
                  key={id}
                  type="button"
                  role="tab"
                  aria-selected={tab === id}
                  className={tab === id ? 'is-active' : undefined}
                  onClick={() => setTab(id)}
                >
                  {t(`ops.players.tabs.${id}`)}
                </button>
              ))}
            </div>
            <div role="tabpanel" className="ops-tabpanel">
              {tabSections(state.data, tab).length === 0 ? (
                <Empty message={t('ops.players.tabEmpty')} />
              ) : (
                tabSections(state.data, tab).map(({ key, value }) => (
                  <section key={key} className="ops-sub">
                    <h3>{hasKey(`ops.fields.${key}`) ? t(`ops.fields.${key}`) : key}</h3>
                    <FieldsView value={value} caption={key} />
                  </section>
                ))
              )}
            </div>
          </div>
          {mayCall(operator?.roles, 'adjustmentPropose') && (
            <aside className="ops-detail">
              <AdjustmentForm userId={userId} />
            </aside>
          )}
        </div>
      )}
    </section>
  );
}
