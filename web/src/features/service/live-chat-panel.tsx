import './live-chat.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import {
  $chat,
  $chatStatus,
  type ChatLine,
  isOpenChat,
  loadChat,
  loadChatStatus,
  replyMinutes,
  sendChatMessage,
  startChat,
  stopChatStream,
} from './chat-store';

const TEXT_MAX = 1000;

/** Agents online and the expected wait, or that the answer comes to the inbox. */
function Availability() {
  const status = useStore($chatStatus);
  if (status.state === 'loading') return <Skeleton lines={1} label={t('chat.checking')} />;
  if (status.state === 'error') return <p className="muted small">{t('chat.statusUnknown')}</p>;
  const { agentsOnline, expectedReplySeconds, inboxAfterMinutes } = status.data;
  if (agentsOnline === 0) {
    return (
      <p className="chat-availability">
        <span className="chat-dot chat-dot-off" aria-hidden="true" />
        <span>{t('chat.noneOnline')}</span>
      </p>
    );
  }
  return (
    <p className="chat-availability">
      <span className="chat-dot chat-dot-on" aria-hidden="true" />
      <span>
        {t('chat.online', { count: agentsOnline })} ·{' '}
        {t('chat.expected', { minutes: replyMinutes(expectedReplySeconds) })}
        <span className="muted small"> {t('chat.inboxAfter', { minutes: inboxAfterMinutes })}</span>
      </span>
    </p>
  );
}

function Line({ line }: { line: ChatLine }) {
  const time = new Date(line.createTime).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  if (line.from === 'system') {
    return (
      <li className="chat-note">
        {line.text} <span className="muted">{time}</span>
      </li>
    );
  }
  const mine = line.from === 'player';
  return (
    <li className={`chat-line ${mine ? 'chat-mine' : 'chat-theirs'}`}>
      <span className="chat-who">
        {mine ? t('chat.you') : t('chat.agent')} · {time}
      </span>
      <p className="chat-text">{line.text}</p>
    </li>
  );
}

/**
 * The built-in live chat (no third-party widget configured): agents online and the expected wait, the
 * conversation as it happens, and where the answer goes when nobody is free.
 */
export function LiveChatPanel() {
  const chat = useStore($chat);
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    void loadChatStatus();
    void loadChat();
    return () => stopChatStream();
  }, []);

  const count = chat.thread?.messages.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a line arrives
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const thread = chat.thread;
  const open = isOpenChat(thread);

  return (
    <section className="card card-raised stack live-chat" aria-labelledby="live-chat-title">
      <div className="live-chat-head">
        <h2 id="live-chat-title" className="card-title">
          {t('chat.title')}
        </h2>
        {open && chat.live !== 'live' && (
          <span className="chat-live muted small" role="status">
            {t(chat.live === 'reconnecting' ? 'chat.reconnecting' : 'chat.connecting')}
          </span>
        )}
      </div>
      <Availability />
      {chat.state === 'loading' && <Skeleton lines={3} />}
      {chat.state === 'error' && !thread && (
        <ErrorState message={t('chat.loadFailed')} onRetry={() => void loadChat()} />
      )}
      {thread && thread.messages.length > 0 && (
        <ol ref={list} className="chat-lines" aria-live="polite" aria-label={t('chat.conversation')}>
          {thread.messages.map((m) => (
            <Line key={m.id} line={m} />
          ))}
        </ol>
      )}
      {open && thread.messages.length === 0 && <p className="muted small">{t('chat.emptyOpen')}</p>}
      {thread?.status === 'inbox' && thread.feedbackId > 0 && (
        <Link className="btn btn-outline btn-block" to={`/feedback/record/${thread.feedbackId}`}>
          {t('chat.openInboxThread')}
        </Link>
      )}
      {chat.error && (
        <p role="alert" className="field-error">
          {chat.error}
        </p>
      )}
      {open ? (
        <form
          className="chat-form"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await sendChatMessage(text)) setText('');
          }}
        >
          <textarea
            aria-label={t('chat.message')}
            className="input chat-input"
            rows={2}
            maxLength={TEXT_MAX}
            placeholder={t('chat.placeholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <button type="submit" className="btn btn-gold" disabled={chat.sending || text.trim() === ''}>
            {t('chat.send')}
          </button>
        </form>
      ) : (
        chat.state !== 'loading' &&
        chat.state !== 'idle' && (
          <button
            type="button"
            className="btn btn-gold btn-block"
            disabled={chat.sending}
            onClick={() => {
              void loadChatStatus();
              void startChat();
            }}
          >
            {t(thread ? 'chat.startNew' : 'chat.start')}
          </button>
        )
      )}
    </section>
  );
}
