import { formatMoney } from '@casino/contracts/money';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED_DIR, readSeedDir } from '../../catalogue/seed';

// The FAQ is operator text; the figures it quotes must be the seed's own rules, or players are misled.
describe('FAQ figures agree with the seed', () => {
  const { docs } = readSeedDir(DEFAULT_SEED_DIR);
  const answer = (id: number) => docs.faq.faq.find((f) => f.id === id)?.answer ?? '';
  const money = (minor: number) => formatMoney(minor, { trimZeroCents: true });
  const channel = (name: string) => {
    const c = docs.recharge.channels.find((x) => x.name === name);
    if (!c) throw new Error(`no channel ${name}`);
    return c;
  };
  const wallet = docs.settings.wallet;

  it('deposit minimums, first and later, and the channel bonus rates with their turnover', () => {
    const text = answer(3);
    expect(docs.settings.minRechargeStatus).toBe(1);
    for (const name of ['QR Ph', 'InstaPay bank transfer', 'Over-the-counter cash-in']) {
      expect(channel(name).minAmount).toBe(10_000);
      expect(channel(name).minAmount2).toBe(20_000);
    }
    expect(text).toContain(`as little as ${money(10_000)} with QR Ph, InstaPay or cash at a payment centre`);
    expect(text).toContain(`(${money(channel('Online banking').minAmount)} with online banking)`);
    expect(text).toContain(
      `the minimum is ${money(20_000)} (${money(channel('Online banking').minAmount2)} with`,
    );
    expect(channel('QR Ph').bonusRate / 100).toBe(2);
    expect(text).toContain('QR Ph adds a 2% bonus');
    expect(text).toContain(`online banking ${channel('Online banking').bonusRate / 100}%`);
    expect(text).toContain(`${wallet.rechargeBonusTurnoverMultiple}× turnover`);
  });

  it('each rail at the honest posting time its channel declares', () => {
    const text = answer(2);
    expect(channel('QR Ph').postingMinutes).toBe(0);
    expect(text).toContain('QR Ph at once');
    expect(channel('InstaPay bank transfer').postingMinutes).toBeLessThanOrEqual(15);
    expect(text).toContain('InstaPay within minutes');
    expect(text).toContain(`online banking within ${channel('Online banking').postingMinutes} minutes`);
    expect(channel('Over-the-counter cash-in').postingMinutes).toBe(60);
    expect(text).toContain('payment centre within an hour of paying');
  });

  it('says why e-wallets are not offered, while the settings keep them off', () => {
    const why = docs.faq.faq.find((f) => /GCash or Maya/.test(f.question))?.answer ?? '';
    expect(wallet.ewalletDeposits).toBe(false);
    expect(wallet.ewalletPayouts).toBe(false);
    expect(why).toContain('M-2025-029');
    expect(why).toContain('withdrawals go to a bank account in your own name');
    for (const c of docs.recharge.channels.filter((x) => x.kind === 'ewallet')) {
      expect(c.isDefault, c.name).toBe(0);
    }
  });

  it('withdrawal limits and daily count', () => {
    expect(answer(5)).toContain(
      `from ${money(wallet.withdrawMin)} up to ${money(wallet.withdrawMax)} at a time, up to ${wallet.withdrawDailyCount} times a day`,
    );
  });

  it('turnover multiples for deposits and bonuses', () => {
    const text = answer(6);
    expect(text).toContain(`Every deposit needs ${wallet.depositTurnoverMultiple}× turnover`);
    expect(docs.settings.registerBonusTurnoverMultiple).toBe(wallet.rechargeBonusTurnoverMultiple);
    expect(text).toContain(`needs ${wallet.rechargeBonusTurnoverMultiple}×`);
    expect(text).toContain('forfeit the bonus');
  });
});
