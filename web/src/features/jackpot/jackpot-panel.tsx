import '../../i18n/jackpot';
import './jackpot.css';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LoginToClaim } from '../../components/login-to-claim';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { hasKey, t } from '../../i18n';
import { $config } from '../../stores/config';
import { $session } from '../../stores/session';
import { JackpotAward, JackpotWheel } from './jackpot-award';
import { JackpotGrid } from './jackpot-grid';
import { JackpotPools } from './jackpot-pools';
import { JackpotSheet, type JackpotSheetKind } from './jackpot-sheets';
import {
  $draw,
  $drawInfo,
  $openPools,
  closeAward,
  type DrawError,
  gridCells,
  loadDrawInfo,
  loadPools,
  spin,
  wheelDone,
} from './jackpot-store';
import { LuckyGuy } from './lucky-guy';

/** A refused draw in words: 1001–1004 each their own text with the code (spec §8), others generic. */
export function drawErrorText(error: DrawError): string {
  if (error.code < 0) return t('jackpot.errors.network');
  const own = `jackpot.errors.${error.code}`;
  return hasKey(own) ? t(own, { code: error.code }) : t('jackpot.errors.other', { code: error.code });
}

/**
 * The lucky draw: pools, the 10-cell grid around SPIN, what the next chance needs, Record / Rank / Rule and
 * the LUCKY GUY carousel. The popup and /activity/jackpot both render it.
 */
export function JackpotPanel({ rule }: { rule?: string }) {
  const session = useStore($session);
  return session ? <PlayerPanel rule={rule} /> : <VisitorPanel rule={rule} />;
}

/** A visitor sees the real pools, the grid and the winners; SPIN is "Log in to claim". */
function VisitorPanel({ rule }: { rule?: string }) {
  const open = useStore($openPools);
  const config = useStore($config).data;
  const [sheet, setSheet] = useState<JackpotSheetKind | null>(null);
  useEffect(() => {
    void loadPools();
  }, []);
  if (open.status === 'error') return <ErrorState onRetry={() => void loadPools()} />;
  if (!open.data || !config) return <Skeleton lines={6} />;
  return (
    <div className="jp-panel">
      <JackpotPools info={open.data} />
      <JackpotGrid
        cells={gridCells()}
        active={-1}
        landed={false}
        spinLabel=""
        spinDisabled
        onSpin={() => {}}
        dot={false}
        center={<LoginToClaim className="jp-spin btn btn-gold" />}
      />
      <p className="jp-status">{t('jackpot.visitorHint')}</p>
      <div className="jp-actions">
        <button type="button" className="btn btn-outline btn-small" onClick={() => setSheet('rule')}>
          {t('jackpot.rule')}
        </button>
      </div>
      <LuckyGuy winners={open.data.jackpotWinnerList} />
      {sheet &&
        createPortal(<JackpotSheet kind={sheet} rule={rule} onClose={() => setSheet(null)} />, document.body)}
    </div>
  );
}

function PlayerPanel({ rule }: { rule?: string }) {
  const info = useStore($drawInfo);
  const draw = useStore($draw);
  const config = useStore($config).data;
  const [sheet, setSheet] = useState<JackpotSheetKind | null>(null);
  useEffect(() => {
    void loadDrawInfo();
  }, []);

  if (info.status === 'error') return <ErrorState onRetry={() => void loadDrawInfo()} />;
  if (!info.data || !config) return <Skeleton lines={6} />;
  const d = info.data;
  const cells = gridCells();
  const busy = draw.phase !== 'idle';
  const turnoverMultiple =
    (config as unknown as { jackpot?: { turnoverMultiple?: number } }).jackpot?.turnoverMultiple ?? 0;

  return (
    <div className="jp-panel">
      <JackpotPools info={d} />
      <JackpotGrid
        cells={cells}
        active={draw.cell}
        landed={draw.phase !== 'spinning' && draw.result !== null}
        spinLabel={busy && draw.phase !== 'award' ? t('jackpot.spinning') : t('jackpot.spin')}
        spinDisabled={busy}
        onSpin={spin}
        dot={d.canReceiveDrawChance && !busy}
      />
      <p className={`jp-status${d.canReceiveDrawChance ? ' is-ready' : ''}`}>
        {d.canReceiveDrawChance
          ? t('jackpot.chanceReady')
          : d.needDeposit > 0 || d.needTyping > 0
            ? t('jackpot.needBoth', {
                deposit: formatMoney(d.needDeposit, { trimZeroCents: true }),
                bet: formatMoney(d.needTyping, { trimZeroCents: true }),
              })
            : t('jackpot.needNone')}
      </p>
      {draw.error && (
        <p className="form-alert" role="alert" data-testid="draw-error">
          {drawErrorText(draw.error)}
        </p>
      )}
      <div className="jp-actions">
        {(['record', 'rank', 'rule'] as const).map((k) => (
          <button key={k} type="button" className="btn btn-outline btn-small" onClick={() => setSheet(k)}>
            {t(`jackpot.${k}`)}
          </button>
        ))}
      </div>
      <LuckyGuy winners={d.jackpotWinnerList} />
      {/* layers over the popup go to the body: inside it they would share the popup's inert state */}
      {createPortal(
        <>
          {sheet && <JackpotSheet kind={sheet} rule={rule} onClose={() => setSheet(null)} />}
          {draw.phase === 'wheel' && draw.result && <JackpotWheel result={draw.result} onDone={wheelDone} />}
          {draw.phase === 'award' && draw.result && (
            <JackpotAward result={draw.result} turnoverMultiple={turnoverMultiple} onClose={closeAward} />
          )}
        </>,
        document.body,
      )}
    </div>
  );
}
