import { formatMoney } from '@casino/contracts/money';
import { Link } from 'react-router';
import { Sheet } from '../../components/sheet';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTimeShort } from '../../lib/date-time';
import { $config } from '../../stores/config';
import { prizeText, sectionText } from './cell-label';
import { InfiniteList } from './infinite-list';
import { $personRank, ranking, records } from './jackpot-store';

export type JackpotSheetKind = 'record' | 'rank' | 'rule';

function RecordList() {
  return (
    <InfiniteList
      list={records}
      empty={t('jackpot.records.empty')}
      head={
        <tr>
          <th scope="col">{t('jackpot.records.rewards')}</th>
          <th scope="col">{t('jackpot.records.time')}</th>
        </tr>
      }
      row={(r) => (
        <tr key={r.id} data-draw={r.id}>
          <td>
            {prizeText({ type: r.type, propId: r.propId, count: r.count }, r.bonus)}
            {r.serverSeedHash && (
              <small className="jp-proof">
                {t('jackpot.records.proof', { hash: r.serverSeedHash.slice(0, 10), nonce: r.nonce ?? 0 })}
              </small>
            )}
          </td>
          <td>{formatDateTimeShort(r.createTime)}</td>
        </tr>
      )}
    />
  );
}

function RankList() {
  const mine = useStore($personRank);
  return (
    <>
      <p className="jp-mine">
        {mine ? t('jackpot.ranking.mine', { rank: mine.rank }) : t('jackpot.ranking.notRanked')}
      </p>
      <InfiniteList
        list={ranking}
        empty={t('jackpot.ranking.empty')}
        head={
          <tr>
            <th scope="col">{t('jackpot.ranking.ranking')}</th>
            <th scope="col">{t('jackpot.ranking.nickname')}</th>
            <th scope="col">{t('jackpot.ranking.reward')}</th>
            <th scope="col">{t('jackpot.ranking.time')}</th>
          </tr>
        }
        row={(r, i) => (
          <tr key={r.id}>
            <td className={i < 3 ? 'jp-top' : undefined}>{i + 1}</td>
            <td>{r.nickname}</td>
            <td>{sectionText(r.amountSection)}</td>
            <td>{formatDateTimeShort(r.createTime)}</td>
          </tr>
        )}
      />
    </>
  );
}

interface JackpotRuleConfig {
  depositPerChance?: number;
  turnoverPerChance?: number;
}

export function JackpotRules({ rule }: { rule?: string }) {
  const config = useStore($config).data as unknown as { jackpot?: JackpotRuleConfig } | null;
  const j = config?.jackpot;
  return (
    <div className="jp-rules">
      {rule && <p>{rule}</p>}
      {j?.depositPerChance && j.turnoverPerChance ? (
        <p>
          {t('jackpot.rules.earn', {
            deposit: formatMoney(j.depositPerChance, { trimZeroCents: true }),
            bet: formatMoney(j.turnoverPerChance, { trimZeroCents: true }),
          })}
        </p>
      ) : null}
      <p>{t('jackpot.rules.pools')}</p>
      <p>{t('jackpot.rules.figures')}</p>
      <p>{t('jackpot.rules.fair')}</p>
      <Link to="/fairness">{t('jackpot.rules.fairLink')}</Link>
    </div>
  );
}

export function JackpotSheet({
  kind,
  rule,
  onClose,
}: {
  kind: JackpotSheetKind;
  rule?: string;
  onClose: () => void;
}) {
  const title =
    kind === 'record'
      ? t('jackpot.records.title')
      : kind === 'rank'
        ? t('jackpot.ranking.title')
        : t('jackpot.rules.title');
  return (
    <Sheet
      title={title}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-outline btn-block" onClick={onClose}>
          {t('jackpot.close')}
        </button>
      }
    >
      <div className="jp-sheet-body">
        {kind === 'record' ? <RecordList /> : kind === 'rank' ? <RankList /> : <JackpotRules rule={rule} />}
      </div>
    </Sheet>
  );
}
