import { exampleAppConfig } from '@casino/contracts/examples/app-config';
import { exampleUser } from '@casino/contracts/examples/user';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { $config, type AppConfig } from '../../stores/config';
import { $user, type UserState } from '../../stores/session';
import { resetApp } from '../../test/helpers';
import { MemberGamesPage } from './member-games-page';

const config = exampleAppConfig as AppConfig;
const game = config.appGameList[0]!;

beforeEach(() => {
  resetApp();
  $config.set({ status: 'ready', data: config });
});
afterEach(() => cleanup());

describe('/member/games', () => {
  it('labels each list with its heading: liked and recent are regions named by them', () => {
    $user.set({ ...exampleUser, id: 42, gameLikeIds: [game.id], gameHistory: [] } as unknown as UserState);
    render(
      <MemoryRouter>
        <MemberGamesPage />
      </MemoryRouter>,
    );
    const liked = screen.getByRole('region', { name: t('games.liked') });
    expect(within(liked).getByRole('link', { name: t('games.playName', { name: game.name }) })).toBeTruthy();
    const recent = screen.getByRole('region', { name: t('games.recent') });
    expect(within(recent).queryByRole('link')).toBeNull();
    expect(within(recent).getByText(t('games.noRecent'))).toBeTruthy();
  });
});
