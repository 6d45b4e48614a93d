/**
 * How long a journey waits for the page to show what it expects. A wait ends the moment the page agrees, so
 * this bound costs nothing when a journey passes; it only decides how long a broken page is given before the
 * test fails. It is long because the suite must pass on a two-core machine with one core kept busy by
 * something else, where a lazy chunk, an animated round or a platform call can take many times its quiet
 * length. Best-effort waits (a `.catch` that moves on) keep their own short bounds: they are paid in full
 * whenever the thing never comes.
 */
export const SHOWN_WITHIN = 60_000;
