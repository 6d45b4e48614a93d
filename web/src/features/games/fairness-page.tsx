import './games.css';
import '../../i18n/games';
import { handTotal } from '@casino/contracts/baccarat';
import { COLOR_GAME_COLORS, GAME_ENGINES } from '@casino/contracts/enums';
import { sicboWinningAreas } from '@casino/contracts/sicbo';
import { SLOTS_THEMES } from '@casino/contracts/slots-themes';
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t, tList } from '../../i18n';
import { $loggedIn, $session } from '../../stores/session';
import { handText } from './baccarat-deal';
import { EarlierSeeds, type RevealedPair, useRevealedPair } from './earlier-seeds';
import { FairSeeds } from './fairness-panel';
import { slotsPaytableOf, useGameInfo } from './game-info';
import { loginHref } from './login-href';
import { useRecalledRound } from './recalled-round';
import { areaName } from './sicbo-areas';
import { slotsThemeOf, type Verified, type VerifyEngine, type VerifyForm, verifyRound } from './verifier';

// the symbol art is only for a slots result
const SlotsVerified = lazy(() => import('./slots-outcome'));
// the card faces are only for a baccarat result
const BaccaratVerified = lazy(() => import('./baccarat-verified'));
// and the bingo cards only for a bingo result
const BingoVerified = lazy(() => import('./bingo-outcome'));

// the Color Game first: the form opens on it when the link names no engine
const ENGINES: readonly VerifyEngine[] = ['color', ...GAME_ENGINES.filter((e) => e !== 'color')];

function toEngine(v: string | null): VerifyEngine {
  return ENGINES.find((e) => e === v) ?? 'color';
}

function describe(v: Verified): string {
  const o = v.outcome;
  switch (o.engine) {
    case 'color':
      return o.dice.map((d) => t(`games.color.colors.${COLOR_GAME_COLORS[d]}`)).join(' · ');
    case 'sicbo':
      return t('games.verify.sicbo', {
        dice: o.dice.join(' · '),
        total: o.dice.reduce((s, d) => s + d, 0),
        areas: sicboWinningAreas(o.dice).map(areaName).join(', '),
      });
    case 'slots':
      return t('games.verify.stops', { stops: o.stops.join(', ') });
    case 'mines':
      return t('games.verify.mines', { cells: o.minePositions.map((c) => c + 1).join(', ') });
    case 'crash':
      return t('games.verify.crash', { value: (o.crashPoint / 100).toFixed(2) });
    case 'baccarat':
      return t('games.verify.baccarat', {
        player: handText(o.player),
        playerTotal: handTotal(o.player),
        banker: handText(o.banker),
        bankerTotal: handTotal(o.banker),
      });
    case 'bingo':
      return t('games.verify.bingo', { balls: o.balls.join(', '), count: o.cards.length });
    default:
      return '';
  }
}

/** A player's own seeds (the games' panel, open); a visitor is asked to log in for theirs. */
function YourSeeds({ loggedIn, onChange }: { loggedIn: boolean; onChange: () => void }) {
  const { pathname, search } = useLocation();
  return (
    <section className="fair-seeds" aria-labelledby="your-seeds">
      <h2 id="your-seeds">{t('games.seeds.title')}</h2>
      {loggedIn ? (
        <FairSeeds refresh={0} onChange={onChange} />
      ) : (
        <>
          <p>{t('games.seeds.visitor')}</p>
          {/* back here afterwards, with a recall link's inputs still filled in */}
          <Link className="btn btn-gold" to={loginHref(pathname + search)}>
            {t('games.seeds.login')}
          </Link>
        </>
      )}
    </section>
  );
}

/** Where the server seed of the round a recall link names stands. */
function PairLookupNote({
  lookup,
  onRetry,
}: {
  lookup: ReturnType<typeof useRevealedPair>[0];
  onRetry: () => void;
}) {
  switch (lookup.status) {
    case 'loading':
      return <p aria-live="polite">{t('games.earlier.finding')}</p>;
    case 'found':
      return <p aria-live="polite">{t('games.earlier.filled')}</p>;
    case 'active':
      return (
        <p aria-live="polite">
          {t('games.earlier.active')}{' '}
          <button type="button" className="btn" onClick={onRetry}>
            {t('games.earlier.lookAgain')}
          </button>
        </p>
      );
    case 'failed':
      return <ErrorState onRetry={onRetry} />;
    default:
      return null;
  }
}

/**
 * /fairness (public): how outcomes are made, the player's seeds (hash, client seed, nonce, rotate), and a
 * verifier that recomputes any revealed round in the browser.
 */
export function FairnessPage() {
  // a recall entry links here with its round's inputs filled in
  const [params] = useSearchParams();
  return (
    <section className="page fairness-page">
      <Verifier params={params} />
    </section>
  );
}

/**
 * The verifier with a recalled round's inputs, in a sheet over the game: the player checks the round without
 * leaving the table (the full page stays at /fairness).
 */
export function RoundVerifier({ params }: { params: URLSearchParams }) {
  return (
    <div className="fairness-page fairness-sheet">
      <Verifier params={params} inSheet />
    </div>
  );
}

function Verifier({ params, inSheet = false }: { params: URLSearchParams; inSheet?: boolean }) {
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState(params.get('clientSeed') ?? '');
  const [nonce, setNonce] = useState(params.get('nonce') ?? '0');
  const [engine, setEngine] = useState<VerifyEngine>(toEngine(params.get('engine')));
  const [mines, setMines] = useState(params.get('mines') ?? '3');
  const [cards, setCards] = useState(params.get('cards') ?? '1');
  // a slots round's link names its game (theme, symbol names) and the round (what its reels showed, read
  // back from the player's recall)
  const gameId = Number(params.get('gameId')) || 0;
  const info = useGameInfo(gameId);
  const recalled = useRecalledRound(gameId, params.get('round'));
  const variant = info.status === 'ready' ? info.info.variant : '';
  const [chosenTheme, setTheme] = useState<string | null>(null);
  const theme = chosenTheme ?? slotsThemeOf(variant).id;
  // the inputs last verified; the theme stays live, so a game's theme that arrives after the tap still applies
  const [checked, setChecked] = useState<VerifyForm | null>(null);
  const [error, setError] = useState<string | null>(null);
  // inside a game's frame the player's profile is not loaded: the session token says who is signed in
  const profile = useStore($loggedIn);
  const token = useStore($session);
  const loggedIn = profile || (inSheet && !!token);
  // a rotation here reveals one more pair: the list and a pending lookup read again
  const [rotations, setRotations] = useState(0);
  const hashParam = params.get('hash') ?? '';
  const [lookup, lookAgain] = useRevealedPair(/^[0-9a-f]{64}$/.test(hashParam) ? hashParam : null, loggedIn);
  const fill = (pair: RevealedPair) => {
    setServerSeed(pair.serverSeed);
    setClientSeed(pair.clientSeed);
  };
  const found = lookup.status === 'found' ? lookup.pair : null;
  useEffect(() => {
    if (found) {
      setServerSeed(found.serverSeed);
      setClientSeed(found.clientSeed);
    }
  }, [found]);
  const result = useMemo<Verified | null>(
    () => (checked ? verifyRound({ ...checked, theme: checked.theme ?? theme }) : null),
    [checked, theme],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setChecked(null);
    if (!/^[0-9a-f]{64}$/.test(serverSeed.trim())) return setError(t('games.verify.badSeed'));
    const form = {
      serverSeed,
      clientSeed,
      nonce: Number(nonce),
      engine,
      mines: Number(mines),
      cards: Number(cards),
    };
    try {
      verifyRound({ ...form, theme });
      setChecked({ ...form, theme: chosenTheme ?? undefined });
    } catch {
      setError(t('games.verify.badInput'));
    }
  };

  return (
    <>
      {!inSheet && tList('games.verify.explain').map((p) => <p key={p}>{p}</p>)}
      {!inSheet && (
        <YourSeeds
          loggedIn={loggedIn}
          onChange={() => {
            setRotations((n) => n + 1);
            if (lookup.status === 'active') lookAgain();
          }}
        />
      )}
      <form className="verify-form" onSubmit={submit}>
        <h2>{t('games.verify.title')}</h2>
        <PairLookupNote lookup={lookup} onRetry={lookAgain} />
        <label className="field">
          <span>{t('games.verify.serverSeed')}</span>
          <input value={serverSeed} onChange={(e) => setServerSeed(e.target.value)} spellCheck={false} />
        </label>
        <label className="field">
          <span>{t('games.clientSeed')}</span>
          <input value={clientSeed} onChange={(e) => setClientSeed(e.target.value)} spellCheck={false} />
        </label>
        <label className="field">
          <span>{t('games.verify.nonce')}</span>
          <input
            inputMode="numeric"
            value={nonce}
            onChange={(e) => setNonce(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <label className="field">
          <span>{t('games.verify.game')}</span>
          <select value={engine} onChange={(e) => setEngine(e.target.value as VerifyEngine)}>
            {ENGINES.map((g) => (
              <option key={g} value={g}>
                {t(`games.${g}.name`)}
              </option>
            ))}
          </select>
        </label>
        {engine === 'mines' && (
          <label className="field">
            <span>{t('games.verify.mineCount')}</span>
            <input
              inputMode="numeric"
              value={mines}
              onChange={(e) => setMines(e.target.value.replace(/\D/g, ''))}
            />
          </label>
        )}
        {engine === 'bingo' && (
          <label className="field">
            <span>{t('games.verify.cardCount')}</span>
            <select value={cards} onChange={(e) => setCards(e.target.value)}>
              {['1', '2', '3', '4'].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        {engine === 'slots' && (
          <label className="field">
            <span>{t('games.verify.theme')}</span>
            <select value={theme} onChange={(e) => setTheme(e.target.value)}>
              {SLOTS_THEMES.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className="btn btn-gold">
          {t('games.verify.submit')}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {result && (
        <output className="verify-result">
          <span>{t('games.verify.hashIs')}</span>
          <span className="mono">{result.serverSeedHash}</span>
          <strong>{describe(result)}</strong>
        </output>
      )}
      {loggedIn && !inSheet && <EarlierSeeds onUse={fill} refresh={rotations} />}
      {result?.outcome.engine === 'baccarat' && (
        <Suspense fallback={null}>
          <div className="verify-result">
            <BaccaratVerified player={result.outcome.player} banker={result.outcome.banker} />
          </div>
        </Suspense>
      )}
      {result?.outcome.engine === 'bingo' && (
        <Suspense fallback={null}>
          <div className="verify-result">
            <BingoVerified
              balls={result.outcome.balls}
              cards={result.outcome.cards.map((numbers) => ({ numbers }))}
            />
          </div>
        </Suspense>
      )}
      {result?.outcome.engine === 'slots' && (
        <Suspense fallback={null}>
          <div className="verify-result">
            <SlotsVerified
              stops={result.outcome.stops}
              recalled={recalled}
              paytable={slotsPaytableOf(info)}
            />
          </div>
        </Suspense>
      )}
    </>
  );
}
