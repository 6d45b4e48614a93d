import type { CallAnswer } from '@casino/contracts/registry';
import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';

export type RevealedPair = CallAnswer<'fairnessSeedHistory'>['list'][number];

const PAGE_SIZE = 10;

/** The nonces a pair was played with, as the list shows them. */
function roundsOf(p: RevealedPair): string {
  return p.lastNonce < 0
    ? t('games.earlier.noRounds')
    : t('games.earlier.rounds', { count: p.lastNonce + 1, last: p.lastNonce });
}

/**
 * The player's revealed seed pairs, newest first, a page at a time: any past round's server seed is here, and
 * "Use" fills the verifier with it. Read once when shown; `refresh` reads again (a rotation revealed one more).
 */
export function EarlierSeeds({ onUse, refresh }: { onUse: (pair: RevealedPair) => void; refresh: number }) {
  const [pages, setPages] = useState<RevealedPair[][]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [want, setWant] = useState(1);
  const [attempt, setAttempt] = useState(0);

  // a refresh starts again from the first page
  useEffect(() => {
    void refresh;
    setPages([]);
    setTotal(null);
    setWant(1);
  }, [refresh]);

  useEffect(() => {
    void attempt;
    let live = true;
    setFailed(false);
    call('fairnessSeedHistory', { pageNum: want, pageSize: PAGE_SIZE }).then((r) => {
      if (!live) return;
      if (!r.ok) return setFailed(true);
      setPages((have) => [...have.slice(0, want - 1), r.data.list]);
      setTotal(r.data.total);
    });
    return () => {
      live = false;
    };
  }, [want, attempt]);

  const pairs = pages.flat();
  return (
    <section className="fair-earlier" aria-labelledby="earlier-seeds">
      <h2 id="earlier-seeds">{t('games.earlier.title')}</h2>
      {total === null && !failed && <Skeleton lines={2} label={t('games.earlier.loading')} />}
      {failed && <ErrorState onRetry={() => setAttempt((n) => n + 1)} />}
      {total === 0 && <EmptyState message={t('games.earlier.empty')} />}
      <ol className="fair-earlier-list">
        {pairs.map((p) => (
          <li key={p.serverSeedHash}>
            <span className="fair-earlier-hash">{t('games.earlier.hash')}</span>
            <span className="mono">{p.serverSeedHash}</span>
            <span>
              {t('games.earlier.line', {
                clientSeed: p.clientSeed,
                rounds: roundsOf(p),
                time: formatDateTime(p.revealedAt),
              })}
            </span>
            <button type="button" className="btn" onClick={() => onUse(p)}>
              {t('games.earlier.use')}
            </button>
          </li>
        ))}
      </ol>
      {total !== null && pairs.length < total && !failed && (
        <button type="button" className="btn" onClick={() => setWant(pages.length + 1)}>
          {t('games.earlier.more')}
        </button>
      )}
    </section>
  );
}

export type PairLookup =
  | { status: 'none' | 'loading' | 'active' | 'failed' }
  | { status: 'found'; pair: RevealedPair };

/**
 * The revealed pair a recall link names by its hash. 'active': that pair is still in play, so its server seed
 * is secret until the player rotates; `again` asks once more (after a rotation).
 */
export function useRevealedPair(hash: string | null, enabled: boolean): [PairLookup, () => void] {
  const [state, setState] = useState<PairLookup>({ status: hash && enabled ? 'loading' : 'none' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt;
    if (!hash || !enabled) return setState({ status: 'none' });
    let live = true;
    setState({ status: 'loading' });
    call('fairnessSeedHistory', { serverSeedHash: hash, pageNum: 1, pageSize: 1 }).then((r) => {
      if (!live) return;
      if (!r.ok) return setState({ status: 'failed' });
      const pair = r.data.list[0];
      setState(pair ? { status: 'found', pair } : { status: 'active' });
    });
    return () => {
      live = false;
    };
  }, [hash, enabled, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
