import './support.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { when } from '../../components/format';
import { Empty, Failure, Loading } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $operator } from '../../stores/session';
import type { ChatLine, FeedbackRow, InboxChat } from './support-calls';
import {
  $chatInbox,
  $chatScope,
  $deskAction,
  $feedbackList,
  $feedbackScope,
  $openChat,
  $openFeedback,
  $streamState,
  answerFeedback,
  assignFeedbackToMe,
  claimOpenChat,
  closeFeedbackThread,
  closeOpenChat,
  loadChatInbox,
  loadFeedback,
  openChat,
  openFeedback,
  replyOpenChat,
  startSupportStream,
  stopSupportStream,
} from './support-store';

const clock = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function ChatList() {
  const inbox = useStore($chatInbox);
  const scope = useStore($chatScope);
  const open = useStore($openChat);
  const me = useStore($operator)?.id ?? null;
  const openId = open?.state === 'ready' ? open.data.id : null;
  return (
    <div className="sup-list">
      <div className="ops-tabs" role="tablist" aria-label={t('ops.support.chats')}>
        {(['open', 'ended'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={scope === s}
            className={scope === s ? 'is-active' : undefined}
            onClick={() => void loadChatInbox(s)}
          >
            {t(`ops.support.scope.${s}`)}
          </button>
        ))}
      </div>
      {inbox.state === 'loading' && <Loading rows={5} />}
      {inbox.state === 'error' && (
        <Failure forbidden={inbox.forbidden} msg={inbox.msg} onRetry={() => void loadChatInbox()} />
      )}
      {inbox.state === 'ready' && inbox.data.list.length === 0 && (
        <Empty message={t(scope === 'open' ? 'ops.support.noOpenChats' : 'ops.support.noEndedChats')} />
      )}
      {inbox.state === 'ready' && inbox.data.list.length > 0 && (
        <ul className="sup-chats">
          {inbox.data.list.map((c: InboxChat) => (
            <li key={c.id}>
              <button
                type="button"
                className={`sup-chat${c.id === openId ? ' is-open' : ''}`}
                aria-current={c.id === openId ? 'true' : undefined}
                onClick={() => void openChat(c.id)}
              >
                <span className="sup-chat-top">
                  <strong>{t('ops.support.player', { id: c.userId })}</strong>
                  {c.vipLevel > 0 && <span className="ops-badge">VIP {c.vipLevel}</span>}
                  <span className={`ops-chip sup-status-${c.status}`}>
                    {t(`ops.support.status.${c.status}`)}
                  </span>
                  <span className="ops-muted sup-time">{clock(c.lastTime)}</span>
                </span>
                <span className="sup-chat-last">
                  {c.lastFrom === 'agent' ? `${t('ops.support.you')}: ` : ''}
                  {c.lastText || t('ops.support.noLines')}
                </span>
                <span className="ops-muted small">
                  {c.operatorId === null
                    ? t('ops.support.unclaimed')
                    : c.operatorId === me
                      ? t('ops.support.yours')
                      : t('ops.support.agentN', { id: c.operatorId })}
                  {c.unanswered > 0 && ` · ${t('ops.support.unanswered', { count: c.unanswered })}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Line({ line }: { line: ChatLine }) {
  if (line.from === 'system') {
    return (
      <li className="sup-note">
        {line.text} <span className="ops-muted">{clock(line.createTime)}</span>
      </li>
    );
  }
  return (
    <li className={`sup-line ${line.from === 'agent' ? 'sup-agent' : 'sup-player'}`}>
      <span className="ops-muted small">
        {line.from === 'agent' ? t('ops.support.agent') : t('ops.support.playerSays')} ·{' '}
        {clock(line.createTime)}
      </span>
      <p>{line.text}</p>
    </li>
  );
}

function ChatPanel() {
  const open = useStore($openChat);
  const { busy, error } = useStore($deskAction);
  const live = useStore($streamState);
  const me = useStore($operator)?.id ?? null;
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const count = open?.state === 'ready' ? open.data.messages.length : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a line arrives
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  if (!open) return <Empty message={t('ops.support.pickChat')} />;
  if (open.state === 'loading') return <Loading rows={4} />;
  if (open.state === 'error') return <Failure forbidden={open.forbidden} msg={open.msg} />;
  const chat = open.data;
  const isOpen = chat.status === 'waiting' || chat.status === 'active';
  const theirs = chat.operatorId !== null && chat.operatorId !== me;
  return (
    <section className="sup-panel" aria-label={t('ops.support.chatWith', { id: chat.userId })}>
      <header className="sup-panel-head">
        <h2>
          {t('ops.support.chatWith', { id: chat.userId })}{' '}
          {chat.vipLevel > 0 && <span className="ops-badge">VIP {chat.vipLevel}</span>}
        </h2>
        <Link to={`/players/${chat.userId}`}>{t('ops.support.player360')}</Link>
        <span className={`ops-chip sup-status-${chat.status}`}>{t(`ops.support.status.${chat.status}`)}</span>
        {live !== 'live' && <span className="ops-muted small">{t(`ops.support.live.${live}`)}</span>}
      </header>
      <ol ref={list} className="sup-lines" aria-live="polite">
        {chat.messages.map((m) => (
          <Line key={m.id} line={m} />
        ))}
      </ol>
      {chat.status === 'inbox' && chat.feedbackId > 0 && (
        <p className="ops-muted">
          {t('ops.support.wentToInbox', { id: chat.feedbackId })}{' '}
          <button
            type="button"
            className="ops-btn ops-small"
            onClick={() => void openFeedback(chat.feedbackId)}
          >
            {t('ops.support.openFeedback')}
          </button>
        </p>
      )}
      {error && (
        <p className="ops-error" role="alert">
          {error}
        </p>
      )}
      {isOpen && (
        <form
          className="sup-form"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await replyOpenChat(text)) setText('');
          }}
        >
          <textarea
            aria-label={t('ops.support.answer')}
            placeholder={
              theirs ? t('ops.support.theirs', { id: chat.operatorId ?? 0 }) : t('ops.support.answerHint')
            }
            rows={3}
            maxLength={1000}
            value={text}
            disabled={theirs}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <div className="ops-actions">
            <button
              type="submit"
              className="ops-btn ops-primary"
              disabled={busy || theirs || text.trim() === ''}
            >
              {t('ops.support.send')}
            </button>
            {chat.operatorId === null && (
              <button type="button" className="ops-btn" disabled={busy} onClick={() => void claimOpenChat()}>
                {t('ops.support.claim')}
              </button>
            )}
            <button
              type="button"
              className="ops-btn"
              disabled={busy || theirs}
              onClick={() => void closeOpenChat()}
            >
              {t('ops.support.close')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function FeedbackList() {
  const list = useStore($feedbackList);
  const scope = useStore($feedbackScope);
  const open = useStore($openFeedback);
  const openId = open?.state === 'ready' ? open.data.id : null;
  return (
    <div className="sup-list">
      <div className="ops-tabs" role="tablist" aria-label={t('ops.support.feedback')}>
        {(['open', 'mine', 'all'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={scope === s}
            className={scope === s ? 'is-active' : undefined}
            onClick={() => void loadFeedback(s)}
          >
            {t(`ops.support.fbScope.${s}`)}
          </button>
        ))}
      </div>
      {list.state === 'loading' && <Loading rows={5} />}
      {list.state === 'error' && (
        <Failure forbidden={list.forbidden} msg={list.msg} onRetry={() => void loadFeedback()} />
      )}
      {list.state === 'ready' && list.data.list.length === 0 && (
        <Empty message={t('ops.support.noFeedback')} />
      )}
      {list.state === 'ready' && list.data.list.length > 0 && (
        <ul className="sup-chats">
          {list.data.list.map((f: FeedbackRow) => (
            <li key={f.id}>
              <button
                type="button"
                className={`sup-chat${f.id === openId ? ' is-open' : ''}`}
                aria-current={f.id === openId ? 'true' : undefined}
                onClick={() => void openFeedback(f.id)}
              >
                <span className="sup-chat-top">
                  <strong>#{f.id}</strong>
                  <span>{t('ops.support.player', { id: f.userId })}</span>
                  <span className="ops-chip">{f.category}</span>
                  <span className={`ops-chip sup-fb-${f.status}`}>
                    {t(`ops.support.fbStatus.${f.status}`)}
                  </span>
                  <span className="ops-muted sup-time">{when(f.createTime)}</span>
                </span>
                <span className="sup-chat-last">{f.preview}</span>
                <span className="ops-muted small">
                  {f.assignedOperatorId === null
                    ? t('ops.support.unassigned')
                    : t('ops.support.agentN', { id: f.assignedOperatorId })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FeedbackPanel() {
  const open = useStore($openFeedback);
  const { busy, error } = useStore($deskAction);
  const me = useStore($operator)?.id ?? null;
  const [text, setText] = useState('');
  if (!open) return <Empty message={t('ops.support.pickFeedback')} />;
  if (open.state === 'loading') return <Loading rows={4} />;
  if (open.state === 'error') return <Failure forbidden={open.forbidden} msg={open.msg} />;
  const f = open.data;
  return (
    <section className="sup-panel" aria-label={t('ops.support.feedbackN', { id: f.id })}>
      <header className="sup-panel-head">
        <h2>{t('ops.support.feedbackN', { id: f.id })}</h2>
        <Link to={`/players/${f.userId}`}>{t('ops.support.player', { id: f.userId })}</Link>
        <span className={`ops-chip sup-fb-${f.status}`}>{t(`ops.support.fbStatus.${f.status}`)}</span>
        <span className="ops-muted small">
          {f.assignedOperatorId === null
            ? t('ops.support.unassigned')
            : f.assignedOperatorId === me
              ? t('ops.support.yours')
              : t('ops.support.agentN', { id: f.assignedOperatorId })}
        </span>
      </header>
      <ol className="sup-lines">
        <li className="sup-line sup-player">
          <span className="ops-muted small">
            {t('ops.support.playerSays')} · {when(f.createTime)}
          </span>
          <p>{f.content}</p>
        </li>
        {f.replies.map((r) => (
          <li
            key={`${r.createTime}-${r.from}`}
            className={`sup-line ${r.from === 'support' ? 'sup-agent' : 'sup-player'}`}
          >
            <span className="ops-muted small">
              {r.from === 'support' ? t('ops.support.agent') : t('ops.support.playerSays')} ·{' '}
              {when(r.createTime)}
            </span>
            <p>{r.content}</p>
          </li>
        ))}
      </ol>
      {error && (
        <p className="ops-error" role="alert">
          {error}
        </p>
      )}
      <form
        className="sup-form"
        onSubmit={async (e) => {
          e.preventDefault();
          if (await answerFeedback(text)) setText('');
        }}
      >
        <textarea
          aria-label={t('ops.support.answer')}
          placeholder={t('ops.support.mailHint')}
          rows={4}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="ops-actions">
          <button type="submit" className="ops-btn ops-primary" disabled={busy || text.trim() === ''}>
            {t('ops.support.sendMail')}
          </button>
          {f.assignedOperatorId === me ? (
            <button
              type="button"
              className="ops-btn"
              disabled={busy}
              onClick={() => void assignFeedbackToMe(false)}
            >
              {t('ops.support.unassign')}
            </button>
          ) : (
            <button
              type="button"
              className="ops-btn"
              disabled={busy}
              onClick={() => void assignFeedbackToMe()}
            >
              {t('ops.support.assignMe')}
            </button>
          )}
          {f.status !== 2 && (
            <button
              type="button"
              className="ops-btn"
              disabled={busy}
              onClick={() => void closeFeedbackThread()}
            >
              {t('ops.support.closeThread')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** The support desk: live chats answered in real time, and feedback threads. */
export function SupportPage() {
  const [tab, setTab] = useState<'chats' | 'feedback'>('chats');
  const inbox = useStore($chatInbox);
  const online = inbox.state === 'ready' ? inbox.data.agentsOnline : null;
  useEffect(() => {
    void loadChatInbox();
    void loadFeedback();
    startSupportStream();
    return () => stopSupportStream();
  }, []);
  return (
    <div className="ops-page">
      <div className="ops-page-head">
        <h1>{t('ops.support.title')}</h1>
        {online !== null && <span className="ops-muted">{t('ops.support.online', { count: online })}</span>}
      </div>
      <div className="ops-tabs" role="tablist" aria-label={t('ops.support.title')}>
        {(['chats', 'feedback'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={tab === s}
            className={tab === s ? 'is-active' : undefined}
            onClick={() => setTab(s)}
          >
            {t(`ops.support.tab.${s}`)}
          </button>
        ))}
      </div>
      <div className="sup-split">
        {tab === 'chats' ? (
          <>
            <ChatList />
            <div className="ops-detail sup-detail">
              <ChatPanel />
            </div>
          </>
        ) : (
          <>
            <FeedbackList />
            <div className="ops-detail sup-detail">
              <FeedbackPanel />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
