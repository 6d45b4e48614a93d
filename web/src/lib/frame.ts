// The in-house games open at /play/<engine>?session=… inside /game/start's iframe, served by this same app.

/**
 * The document is a game frame: a /play/ page inside a frame. It takes both. A /play/ page at the top (its
 * launch URL opened directly) is a page of its own that needs the whole app, age notice included; a frame
 * alone may be a site embedding the whole app, which must still start as usual. Comparing `top` with `self`
 * is allowed across origins.
 */
export function isGameFrame(win: Window = window): boolean {
  return win.top !== win.self && win.location.pathname.startsWith('/play/');
}

/** Decided once at load: a frame that later navigates (a 401 sends it to login) keeps the lean start. */
export const GAME_FRAME = isGameFrame();
