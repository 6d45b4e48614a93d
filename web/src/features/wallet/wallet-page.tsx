import './wallet.css';
import '../../i18n/account';
import '../../i18n/wallet';
import { formatMoney } from '@casino/contracts/money';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $wallet } from '../../stores/session';
import { DepositForm } from './deposit-form';
import { DepositResult } from './deposit-result';
import { WithdrawForm } from './withdraw-form';

/**
 * /wallets?name=deposit|withdraw (and ?order= on the way back from checkout). `back=1`: opened from another
 * page, so a back control; without it this is the tab bar's Deposit tab (route-table.ts shows the tab bar).
 */
export function WalletPage() {
  const [query, setQuery] = useSearchParams();
  const tab = query.get('name') === 'withdraw' ? 'withdraw' : 'deposit';
  const order = query.get('order');
  const wallet = useStore($wallet);
  const select = (name: string) => {
    const next = new URLSearchParams(query);
    next.set('name', name);
    next.delete('order');
    setQuery(next, { replace: true });
  };
  return (
    <div className="wallet-page">
      <PageHeader title={t('route.wallets')} back={query.get('back') === '1'} />
      <p className="wallet-balance">{t('wallet.balance', { amount: formatMoney(wallet.coin) })}</p>
      <div role="tablist" className="wallet-tabs">
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
        <Link to="/wallets/record">{t('wallet.records')}</Link>
        <Link to="/wallets/safebox">{t('wallet.safebox')}</Link>
      </div>
      <div role="tabpanel">
        {tab === 'withdraw' ? <WithdrawForm /> : order ? <DepositResult orderId={order} /> : <DepositForm />}
      </div>
    </div>
  );
}

/** /withdrawal/:name — the withdraw form on that channel. */
export function WithdrawalPage() {
  const { name } = useParams();
  return (
    <div className="wallet-page">
      <WithdrawForm channel={name} />
    </div>
  );
}
