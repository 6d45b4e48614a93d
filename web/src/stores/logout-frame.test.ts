import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY } from '../lib/storage';
import { captureNavigation, resetApp } from '../test/helpers';
import { logout } from './logout';
import { $session, $user, setToken } from './session';

// This document is a game inside /game/start's frame (decided once at load).
vi.mock('../lib/frame', () => ({ GAME_FRAME: true, isGameFrame: () => true }));

beforeEach(() => resetApp());

describe('logout inside a game frame (a 401 on a spin)', () => {
  it('clears the token for the lobby around it to hear, and does not open login inside the frame', () => {
    const nav = captureNavigation();
    setToken('tok');
    $user.set({ id: 9, nickname: 'Juan' } as never);
    logout();
    expect($session.get()).toBeNull();
    expect($user.get()).toBeNull();
    // the storage event the parent page listens to (watchCrossTabLogout) comes from this write
    expect(localStorage.getItem(KEY.token)).toBeNull();
    expect(nav).toEqual([]);
  });
});
