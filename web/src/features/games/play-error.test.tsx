import { ERR } from '@casino/contracts/errors';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { PlayError, playFailure } from './play-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a failed round call on a game page', () => {
  it('shows the platform message; a refusal the player can fix offers nothing more', () => {
    render(<PlayError error={playFailure({ errcode: 3001, msg: 'Not enough balance' })} />);
    expect(screen.getByRole('alert').textContent).toBe('Not enough balance');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('falls back to a generic message when the failure has none (network)', () => {
    render(<PlayError error={playFailure({ errcode: -1, msg: '' })} />);
    expect(screen.getByRole('alert').textContent).toBe(t('games.failed'));
  });

  it('an ended session (another tab opened the game, logout, expiry) offers to open the game again', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <PlayError
        error={playFailure({
          errcode: ERR.CONFLICT,
          msg: 'This game session has ended; open the game again',
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: t('games.reopen') }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without a failure', () => {
    const { container } = render(<PlayError error={null} />);
    expect(container.innerHTML).toBe('');
  });
});
