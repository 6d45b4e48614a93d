import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/vip';
import { t } from '../../i18n';
import { setToken } from '../../stores/session';
import { type FetchCall, json, resetApp, stubFetch } from '../../test/helpers';
import { refreshAnswer } from '../../test/platform';
import { tasksByLevel, type VipTask } from './vip-store';
import { VipTaskClaimAll, VipTaskList } from './vip-tasks';

const task = (id: number, level: number, status: 0 | 1 | 2): VipTask => ({
  id,
  name: `Task ${id}`,
  level,
  metric: id % 2 === 0 ? 'deposit' : 'bet',
  unit: 'minor',
  route: '',
  target: 100,
  progress: status === 0 ? 40 : 100,
  status,
  rewards: [{ propId: 2001, count: 1000 }],
});

let calls: FetchCall[];
beforeEach(() => {
  resetApp();
  setToken('tok');
  calls = stubFetch((url) =>
    url.endsWith('/refreshData')
      ? refreshAnswer()
      : // the re-read after Claim all: refused here, so the tasks shown stay as rendered
        url.endsWith('/getVipInfo')
        ? json({ errcode: 500, msg: 'down', data: null })
        : json({ errcode: 0, msg: '', data: { rewards: [] } }),
  ).calls;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const claimButton = (name: string) => screen.queryByRole('button', { name: t('vip.claimTask', { name }) });

describe('VIP tasks by level', () => {
  it('at VIP 1: its own finished task is claimable, a finished VIP 2 task shows "Reach VIP 2" and no claim', () => {
    render(<VipTaskList tasks={[task(101, 1, 1), task(102, 2, 1), task(103, 3, 0)]} vip={1} />);
    const own = claimButton('Task 101');
    expect(own).not.toBeNull();
    expect((own as HTMLButtonElement).disabled).toBe(false);
    expect(claimButton('Task 102')).toBeNull();
    expect(claimButton('Task 103')).toBeNull();
    expect(screen.getByText(t('vip.taskReach', { level: 2 }))).toBeTruthy();
    expect(screen.getByText(t('vip.taskReach', { level: 3 }))).toBeTruthy();
    fireEvent.click(own as HTMLButtonElement);
    expect(calls.filter((c) => c.url.includes('receiveVipTask')).map((c) => c.body)).toEqual([
      expect.objectContaining({ id: 101 }),
    ]);
  });

  it('once VIP 2 is reached the same task unlocks; a lower-level task stays open; a received one says so', () => {
    render(<VipTaskList tasks={[task(101, 1, 2), task(102, 2, 1)]} vip={2} />);
    expect(screen.queryByText(t('vip.taskReach', { level: 2 }))).toBeNull();
    expect((claimButton('Task 102') as HTMLButtonElement).disabled).toBe(false);
    expect(claimButton('Task 101')).toBeNull();
    expect(screen.getByText(t('vip.taskDone'))).toBeTruthy();
  });

  it('an unfinished task of an open level shows a disabled claim', () => {
    render(<VipTaskList tasks={[task(104, 0, 0)]} vip={0} />);
    expect((claimButton('Task 104') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a locked task reads "Locked · VIP 2" and is no button; Claim all takes the ready open ones in one call', async () => {
    render(
      <>
        <VipTaskClaimAll tasks={[task(101, 1, 1), task(105, 0, 1), task(102, 2, 1)]} vip={1} />
        <VipTaskList tasks={[task(101, 1, 1), task(105, 0, 1), task(102, 2, 1)]} vip={1} />
      </>,
    );
    const lock = screen.getByText('Locked · VIP 2');
    expect(lock.closest('button')).toBeNull();
    // two are open and ready (the VIP 2 one is not counted)
    const all = screen.getByRole('button', { name: 'Claim all (2)' });
    fireEvent.click(all);
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url.includes('receiveVipTaskUnReceiveBonus'))).toHaveLength(1),
    );
    expect(calls.filter((c) => c.url.endsWith('/receiveVipTask'))).toHaveLength(0);
    // the tasks are read again after it (what was locked stays as the platform says)
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/getVipInfo'))).toBe(true));
  });

  it('one ready task has no Claim all; each card opens its terms in a sheet', () => {
    render(
      <>
        <VipTaskClaimAll tasks={[task(101, 1, 1)]} vip={1} />
        <VipTaskList tasks={[task(101, 1, 1)]} vip={1} />
      </>,
    );
    expect(screen.queryByRole('button', { name: /Claim all/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Terms of Task 101' }));
    const sheet = screen.getByRole('dialog', { name: 'Terms of Task 101' });
    expect(sheet.textContent).toContain('bet 1× the amount (₱10.00)');
  });

  it('each card is drawn for what its task asks: a stake for bets, coins for deposits', () => {
    const { container } = render(<VipTaskList tasks={[task(101, 1, 0), task(102, 1, 0)]} vip={1} />);
    const arts = [...container.querySelectorAll('svg.activity-art')].map((svg) => svg.getAttribute('class'));
    expect(arts).toEqual(['activity-art activity-art-bet', 'activity-art activity-art-deposit']);
  });

  it('groups tasks under the level they open at, lowest first', () => {
    const groups = tasksByLevel([task(103, 3, 0), task(101, 1, 0), task(105, 1, 0)]);
    expect(groups.map((g) => [g.level, g.tasks.map((x) => x.id)])).toEqual([
      [1, [101, 105]],
      [3, [103]],
    ]);
  });
});
