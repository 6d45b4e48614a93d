import './wallet.css';
import '../../i18n/account';
import '../../i18n/wallet';
import '../../i18n/support';
import { formatMoney } from '@casino/contracts/money';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $wallet } from '../../stores/session';
import { DepositForm } from './deposit-form';
import { DepositResult } from './deposit-result';
import { MoneyBuckets } from './money-buckets-view';
import { WithdrawForm } from './withdraw-form';

/** The balance card at the top of the money pages, with the ways to the records and the safebox. */
function BalanceCard() {
  const wallet = useStore($wallet);
  return (
    <section className="card card-gold wallet-hero">
      <p className="wallet-balance">{t('wallet.balance', { amount: formatMoney(wallet.coin) })}</p>
      <nav className="wallet-links" aria-label={t('wallet.moreLinks')}>
        <Link className="btn btn-small" to="/wallets/record">
          {t('wallet.records')}
        </Link>
        <Link className="btn btn-small" to="/wallets/coin-history">
          {t('coinDetail.link')}
        </Link>
        <Link className="btn btn-small" to="/wallets/safebox">
          {t('wallet.safebox')}
        </Link>
      </nav>
    </section>
  );
}

/**
 * /wallets?name=deposit|withdraw (and ?order= on the way back from checkout). `back=1`: opened from another
 * page, so a back control; without it this is the tab bar's Deposit tab (route-table.ts shows the tab bar).
 */
export function WalletPage() {
  const [query, setQuery] = useSearchParams();
  const tab = query.get('name') === 'withdraw' ? 'withdraw' : 'deposit';
  const order = query.get('order');
  const select = (name: string) => {
    const next = new URLSearchParams(query);
    next.set('name', name);
    next.delete('order');
    setQuery(next, { replace: true });
  };
  return (
    <>
      <PageHeader title={t('route.wallets')} back={query.get('back') === '1'} bar />
      <div className="wallet-page">
        <BalanceCard />
        <div role="tablist" className="tabs wallet-tabs">
          {(['deposit', 'withdraw'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => select(name)}
            >
              {t(`wallet.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          {tab === 'withdraw' && <MoneyBuckets fed />}
          {tab === 'withdraw' ? (
            <WithdrawForm />
          ) : order ? (
            <DepositResult orderId={order} />
          ) : (
            <DepositForm />
          )}
          {tab === 'deposit' && !order && <MoneyBuckets />}
        </div>
      </div>
    </>
  );
}

/** /withdrawal/:name — the withdraw form on that channel. */
export function WithdrawalPage() {
  const { name } = useParams();
  return (
    <div className="wallet-page">
      <BalanceCard />
      <MoneyBuckets fed />
      <WithdrawForm channel={name} />
    </div>
  );
}
