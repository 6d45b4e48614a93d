import type { CallAnswer } from '@casino/contracts/registry';
import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import { PlaySheet } from './play-sheet';
import { pinSeeds } from './round-client';

type SeedInfo = CallAnswer<'fairnessSeed'>;

/** Where the seeds come from: the player's pair, or a demo session's own (public calls, by session id). */
function seedSource(demoSession?: string) {
  if (demoSession)
    return {
      load: () => call('anonymous/gameDemoSeed', { sessionId: demoSession }),
      setClientSeed: (clientSeed: string) =>
        call('anonymous/gameDemoRotate', { sessionId: demoSession, clientSeed }),
      rotate: () => call('anonymous/gameDemoRotate', { sessionId: demoSession }),
    };
  return {
    load: () => call('fairnessSeed', {}),
    setClientSeed: (clientSeed: string) => call('fairnessSetClientSeed', { clientSeed }),
    rotate: () => call('fairnessRotate', {}),
  };
}

/**
 * The player's seeds: the server seed's hash, the editable client seed, the next nonce; rotate reveals the old
 * server seed. Shown in every game's panel and on /fairness. Reads them once `active` (a closed panel asks
 * nothing) and again whenever `refresh` changes (a round used a nonce).
 */
export function FairSeeds({
  refresh,
  active = true,
  onChange,
  demoSession,
}: {
  refresh: number;
  active?: boolean;
  /** After a rotation or a new client seed (a pair was revealed). */
  onChange?: () => void;
  /** A demo session's own seeds instead of the player's pair (demo rounds never use the player's). */
  demoSession?: string;
}) {
  const [info, setInfo] = useState<SeedInfo | null>(null);
  const [seed, setSeed] = useState('');
  const source = seedSource(demoSession);

  useEffect(() => {
    if (!active) return;
    void refresh;
    let live = true;
    seedSource(demoSession)
      .load()
      .then((r) => {
        if (!live || !r.ok) return;
        setInfo(r.data);
        setSeed(r.data.clientSeed);
        if (!demoSession) pinSeeds(r.data);
      });
    return () => {
      live = false;
    };
  }, [active, refresh, demoSession]);

  const sending = useFormSubmit(async (kind: 'set' | 'rotate'): Promise<FormOutcome<true, string>> => {
    const r = kind === 'set' ? await source.setClientSeed(seed.trim()) : await source.rotate();
    if (!r.ok) return { ok: false, error: r.msg };
    setInfo(r.data);
    setSeed(r.data.clientSeed);
    if (!demoSession) pinSeeds(r.data);
    onChange?.();
    return { ok: true, result: true };
  });
  const { busy, error } = sending;
  const apply = (kind: 'set' | 'rotate') => void sending.submit(kind);

  return (
    <>
      {info && (
        <dl className="fair-info">
          <dt>{t('games.serverSeedHash')}</dt>
          <dd className="mono">{info.serverSeedHash}</dd>
          <dt>{t('games.nonce')}</dt>
          <dd>{info.nonce}</dd>
          {info.previous && (
            <>
              <dt>{t('games.previousSeed')}</dt>
              <dd className="mono">{info.previous.serverSeed}</dd>
              <dt>{t('games.previousClientSeed')}</dt>
              <dd className="mono">
                {info.previous.clientSeed} ·{' '}
                {info.previous.lastNonce < 0
                  ? t('games.earlier.noRounds')
                  : t('games.lastNonce', { nonce: info.previous.lastNonce })}
              </dd>
            </>
          )}
        </dl>
      )}
      <label className="field">
        <span>{t('games.clientSeed')}</span>
        <input value={seed} maxLength={64} onChange={(e) => setSeed(e.target.value)} />
      </label>
      {error && <p role="alert">{error}</p>}
      <div className="play-actions">
        <button type="button" className="btn" disabled={busy || !seed.trim()} onClick={() => apply('set')}>
          {t('games.setSeed')}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => apply('rotate')}>
          {t('games.rotate')}
        </button>
      </div>
    </>
  );
}

/**
 * The game page's "Provably fair" panel, in a sheet from the game's top bar: the player's seeds (a demo: the
 * session's own), read when it opens.
 */
export function FairnessPanel({ refresh, demoSession }: { refresh: number; demoSession?: string }) {
  return (
    <PlaySheet title={t('games.fairTitle')} icon="shield">
      {() => (
        <>
          {demoSession && <p>{t('games.demoSeeds')}</p>}
          <FairSeeds refresh={refresh} demoSession={demoSession} />
        </>
      )}
    </PlaySheet>
  );
}
