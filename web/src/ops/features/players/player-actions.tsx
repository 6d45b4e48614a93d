import { useEffect, useState } from 'react';
import { mayCall } from '../../app/call-roles';
import { when } from '../../components/format';
import { ReasonDialog } from '../../components/reason-dialog';
import { Empty, Failure, Loading, RefusalNote } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $operator } from '../../stores/session';
import {
  $blockSet,
  $noteAdd,
  $notes,
  addNote,
  BLOCK_KINDS,
  type BlockKind,
  loadNotes,
  noteEdited,
  resetNoteAdd,
  setBlock,
} from './player-actions-store';

/** Deposit, withdrawal and play blocks: each on or off with a reason, confirmed in a dialog. */
export function BlocksControl({ userId, blocks }: { userId: number; blocks: readonly BlockKind[] }) {
  const operator = useStore($operator);
  const state = useStore($blockSet);
  const [asking, setAsking] = useState<BlockKind | null>(null);
  const may = mayCall(operator?.roles, 'playerBlockSet');
  const on = asking ? blocks.includes(asking) : false;
  return (
    <section className="ops-sub" aria-labelledby="ops-blocks-title">
      <h2 id="ops-blocks-title">{t('ops.players.blockPanel.title')}</h2>
      <ul className="ops-block-list">
        {BLOCK_KINDS.map((kind) => {
          const isOn = blocks.includes(kind);
          return (
            <li key={kind}>
              <span>{t(`ops.players.blockPanel.kinds.${kind}`)}</span>
              <span className={isOn ? 'ops-flag' : 'ops-badge'}>
                {isOn ? t('ops.players.blockPanel.blocked') : t('ops.players.blockPanel.allowed')}
              </span>
              {may && (
                <button
                  type="button"
                  className={isOn ? 'ops-btn ops-small' : 'ops-btn ops-small ops-danger'}
                  disabled={state.busy}
                  onClick={() => setAsking(kind)}
                >
                  {isOn ? t('ops.players.blockPanel.lift') : t('ops.players.blockPanel.block')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {!may && <p className="ops-muted">{t('ops.players.blockPanel.roleHint')}</p>}
      <RefusalNote refusal={state.error} />
      <ReasonDialog
        open={asking !== null}
        title={
          asking
            ? t(on ? 'ops.players.blockPanel.confirmLift' : 'ops.players.blockPanel.confirmBlock', {
                what: t(`ops.players.blockPanel.kinds.${asking}`),
                id: userId,
              })
            : ''
        }
        confirmLabel={on ? t('ops.players.blockPanel.lift') : t('ops.players.blockPanel.block')}
        danger={!on}
        busy={state.busy}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          const kind = asking;
          if (!kind) return;
          void setBlock(userId, kind, !on, reason).then(() => setAsking(null));
        }}
      />
    </section>
  );
}

/** The player's notes, newest first, and a box to add one (notes are never edited or removed). */
export function NotesPanel({ userId }: { userId: number }) {
  const notes = useStore($notes);
  const add = useStore($noteAdd);
  const operator = useStore($operator);
  const [text, setText] = useState('');
  useEffect(() => {
    resetNoteAdd();
    void loadNotes(userId);
  }, [userId]);
  const may = mayCall(operator?.roles, 'playerNoteAdd');
  return (
    <section className="ops-sub" aria-labelledby="ops-notes-title">
      <h2 id="ops-notes-title">
        {t('ops.players.notesPanel.title')}
        {notes.status === 'ready' && notes.total > 0 && <span className="ops-muted"> · {notes.total}</span>}
      </h2>
      {may && (
        <form
          className="ops-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void addNote(userId, text).then((ok) => ok && setText(''));
          }}
        >
          <label className="ops-field">
            <span className="ops-sr">{t('ops.players.notesPanel.label')}</span>
            <textarea
              rows={2}
              maxLength={2000}
              value={text}
              placeholder={t('ops.players.notesPanel.placeholder')}
              aria-invalid={add.error === 'empty'}
              onChange={(e) => {
                setText(e.target.value);
                noteEdited();
              }}
              onKeyDown={(e) => {
                // Ctrl/⌘+Enter adds the note without leaving the keyboard
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
              }}
            />
            {add.error === 'empty' && <em className="ops-error">{t('ops.players.notesPanel.empty')}</em>}
          </label>
          <RefusalNote refusal={add.error === 'empty' ? null : add.error} />
          <div className="ops-actions">
            <button type="submit" className="ops-btn" disabled={add.busy}>
              {t('ops.players.notesPanel.add')}
            </button>
            <span className="ops-muted ops-hint">{t('ops.players.notesPanel.keys')}</span>
          </div>
        </form>
      )}
      {notes.status === 'loading' ? (
        <Loading rows={3} />
      ) : notes.status !== 'ready' ? (
        <Failure
          forbidden={notes.status === 'forbidden'}
          msg={notes.msg}
          onRetry={() => void loadNotes(userId)}
        />
      ) : notes.list.length === 0 ? (
        <Empty message={t('ops.players.notesPanel.none')} />
      ) : (
        <ol className="ops-notes">
          {notes.list.map((n) => (
            <li key={n.id}>
              <p>{n.text}</p>
              <span className="ops-muted">
                {n.author} · {when(n.createdAt)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
