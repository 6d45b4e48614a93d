import './player-chat.css';
import { useEffect } from 'react';
import { when } from '../../components/format';
import { Empty, Failure, Loading } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $playerChats, loadPlayerChats, type PlayerChat } from './player-chat-store';

function Line({ line }: { line: PlayerChat['messages'][number] }) {
  if (line.from === 'system')
    return (
      <li className="pc-note">
        {line.text} <span className="ops-muted">{when(line.createTime)}</span>
      </li>
    );
  return (
    <li className={`pc-line ${line.from === 'agent' ? 'pc-agent' : 'pc-player'}`}>
      <span className="ops-muted small">
        {line.from === 'agent' ? t('ops.players.chat.agent') : t('ops.players.chat.player')} ·{' '}
        {when(line.createTime)}
      </span>
      <p>{line.text}</p>
    </li>
  );
}

/** Player 360's chat tab: the player's live-chat conversations, newest first, with every line (playerChatHistory). */
export function PlayerChatTab({ userId }: { userId: number }) {
  const state = useStore($playerChats);
  useEffect(() => {
    void loadPlayerChats(userId);
  }, [userId]);
  if (state.status === 'idle' || state.status === 'loading' || state.userId !== userId)
    return <Loading rows={6} />;
  if (state.status === 'failed')
    return (
      <Failure
        forbidden={state.forbidden}
        msg={state.msg}
        onRetry={() => void loadPlayerChats(userId, state.pageNum)}
      />
    );
  const { page } = state;
  if (page.list.length === 0) return <Empty message={t('ops.players.chat.empty')} />;
  return (
    <section className="ops-sub" aria-label={t('ops.players.tabs.chat')}>
      <ol className="pc-chats">
        {page.list.map((c) => (
          <li key={c.id} className="pc-chat">
            <header>
              <strong>{t('ops.players.chat.title', { id: c.id })}</strong>
              <span className="ops-chip">{t(`ops.players.chat.status.${c.status}`)}</span>
              <span className="ops-muted small">{when(c.createTime)}</span>
              {c.operatorId !== null && (
                <span className="ops-muted small">{t('ops.players.chat.by', { id: c.operatorId })}</span>
              )}
              {c.feedbackId > 0 && (
                <span className="ops-muted small">
                  {t('ops.players.chat.feedback', { id: c.feedbackId })}
                </span>
              )}
            </header>
            {c.messages.length === 0 ? (
              <p className="ops-muted pc-lines">{t('ops.players.chat.noLines')}</p>
            ) : (
              <ol className="pc-lines">
                {c.messages.map((m) => (
                  <Line key={m.id} line={m} />
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
      {page.pages > 1 && (
        <nav className="ops-pager" aria-label={t('ops.table.paging')}>
          <span className="ops-muted">{t('ops.table.total', { count: page.total })}</span>
          <button
            type="button"
            className="ops-btn"
            disabled={page.pageNum <= 1}
            onClick={() => void loadPlayerChats(userId, page.pageNum - 1)}
          >
            {t('ops.table.prev')}
          </button>
          <span>{t('ops.table.page', { page: page.pageNum, pages: page.pages })}</span>
          <button
            type="button"
            className="ops-btn"
            disabled={page.pageNum >= page.pages}
            onClick={() => void loadPlayerChats(userId, page.pageNum + 1)}
          >
            {t('ops.table.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
