import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { mayCall } from '../../app/call-roles';
import { FieldsView, RowsTable } from '../../components/generic-view';
import { Empty, Failure, Loading } from '../../components/states';
import { useStore } from '../../components/use-store';
import { hasKey, t } from '../../i18n';
import { $operator } from '../../stores/session';
import { AdjustmentForm } from './adjustment-form';
import { $player, loadPlayer, PLAYER_TABS, tabParts } from './player-360-store';
import { BlocksControl, NotesPanel } from './player-actions';
import { PlayerChatTab } from './player-chat-tab';
import { Header } from './player-header';

const label = (k: string) => (hasKey(`ops.fields.${k}`) ? t(`ops.fields.${k}`) : k);

export function Player360Page() {
  const userId = Number(useParams().userId);
  const state = useStore($player);
  const operator = useStore($operator);
  // The chat tab reads its own call (playerChatHistory), not player360: it shows over the tab panel.
  const [chatTab, setChatTab] = useState(false);
  useEffect(() => {
    setChatTab(false);
    void loadPlayer(userId);
  }, [userId]);
  const data = 'data' in state ? state.data : null;
  const tab = 'tab' in state ? state.tab : 'profile';
  const parts = state.status === 'ready' ? tabParts(state.data.tab) : null;
  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>
          <Link to="/players">{t('ops.nav.players')}</Link> / {t('ops.players.title', { id: userId })}
          {data && <span className="ops-muted"> · {data.header.account}</span>}
        </h1>
      </header>
      {state.status === 'notFound' ? (
        <Empty message={t('ops.players.notFound', { id: userId })} />
      ) : !data && state.status !== 'error' && state.status !== 'forbidden' ? (
        <Loading rows={10} />
      ) : (
        <div className="ops-split ops-split-wide">
          <div>
            {data && <Header header={data.header} />}
            <div className="ops-tabs" role="tablist" aria-label={t('ops.players.tabsLabel')}>
              {PLAYER_TABS.map((id) => (
                <button
                  key={id}
                  type="button"
                  role="tab"
                  aria-selected={!chatTab && tab === id}
                  className={!chatTab && tab === id ? 'is-active' : undefined}
                  onClick={() => {
                    setChatTab(false);
                    void loadPlayer(userId, id);
                  }}
                >
                  {t(`ops.players.tabs.${id}`)}
                </button>
              ))}
              {mayCall(operator?.roles, 'playerChatHistory') && (
                <button
                  type="button"
                  role="tab"
                  aria-selected={chatTab}
                  className={chatTab ? 'is-active' : undefined}
                  onClick={() => setChatTab(true)}
                >
                  {t('ops.players.tabs.chat')}
                </button>
              )}
            </div>
            {chatTab && (
              <div role="tabpanel" className="ops-tabpanel">
                <PlayerChatTab userId={userId} />
              </div>
            )}
            <div role="tabpanel" className="ops-tabpanel" hidden={chatTab}>
              {state.status === 'loading' ? (
                <Loading rows={8} />
              ) : state.status === 'error' || state.status === 'forbidden' ? (
                <Failure
                  forbidden={state.status === 'forbidden'}
                  msg={state.msg}
                  onRetry={() => void loadPlayer(userId, tab, state.pageNum)}
                />
              ) : !parts || (parts.sections.length === 0 && !parts.page) ? (
                <Empty message={t('ops.players.tabEmpty')} />
              ) : (
                <>
                  {parts.sections.map(({ key, value }) => (
                    <section key={key} className="ops-sub">
                      <h3>{label(key)}</h3>
                      {Array.isArray(value) && value.length === 0 ? (
                        <Empty message={t('ops.players.tabEmpty')} />
                      ) : (
                        <FieldsView value={value} caption={label(key)} />
                      )}
                    </section>
                  ))}
                  {parts.page && (
                    <section className="ops-sub">
                      {parts.page.list.length === 0 ? (
                        <Empty message={t('ops.players.tabEmpty')} />
                      ) : (
                        <RowsTable rows={parts.page.list} caption={t(`ops.players.tabs.${tab}`)} />
                      )}
                      {parts.page.pages > 1 && (
                        <nav className="ops-pager" aria-label={t('ops.table.paging')}>
                          <span className="ops-muted">
                            {t('ops.table.total', { count: parts.page.total })}
                          </span>
                          <button
                            type="button"
                            className="ops-btn"
                            disabled={parts.page.pageNum <= 1}
                            onClick={() => void loadPlayer(userId, tab, (parts.page?.pageNum ?? 2) - 1)}
                          >
                            {t('ops.table.prev')}
                          </button>
                          <span>
                            {t('ops.table.page', { page: parts.page.pageNum, pages: parts.page.pages })}
                          </span>
                          <button
                            type="button"
                            className="ops-btn"
                            disabled={parts.page.pageNum >= parts.page.pages}
                            onClick={() => void loadPlayer(userId, tab, (parts.page?.pageNum ?? 0) + 1)}
                          >
                            {t('ops.table.next')}
                          </button>
                        </nav>
                      )}
                    </section>
                  )}
                </>
              )}
            </div>
          </div>
          <aside className="ops-detail ops-player-side" aria-label={t('ops.players.sideLabel')}>
            <BlocksControl userId={userId} blocks={data?.header.blocks ?? []} />
            <NotesPanel userId={userId} />
            {mayCall(operator?.roles, 'adjustmentPropose') && <AdjustmentForm userId={userId} />}
          </aside>
        </div>
      )}
    </section>
  );
}
