// Test fixture: a signed-in player (token and user), as the game pages see one after start-up.
import { registry } from '@casino/contracts/registry';
import { $user, setToken } from '../../stores/session';

export function signInPlayer(token = 'tok'): void {
  setToken(token);
  $user.set({
    ...registry.getAfterLoginInfoWeb.examples.answer.user,
    gameLikeIds: [],
    gameHistory: [],
  } as never);
}
