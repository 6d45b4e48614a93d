// The weekend lottery's winner selection (BONUSES.md "verifiable multi-player draws"). Pure and zod-free: the
// platform draws with it and anyone re-computes a published draw in the browser with the very same code.
//
// The operator commits to sha256(serverSeed) when sales open and to the hash of the sorted ticket list when they
// close; at the draw it reveals the seed. Each ticket scores HMAC-SHA256(serverSeed, `${listHash}:${ticketNo}`);
// the lowest scores win, largest prize first, one prize per player.
import { hashServerSeed, hmacSha256Hex, sha256Hex } from './fairness';

/** One sold ticket: its number in the draw and its owner's public player id. */
export interface LotteryTicket {
  no: number;
  owner: number;
}

/** A prize tier: how many winners it has. Tiers are listed largest prize first. */
export interface LotteryPrizeSlots {
  winners: number;
}

export interface LotteryWinner {
  /** Index of the prize tier in the draw's list. */
  prizeIndex: number;
  no: number;
  owner: number;
}

/** The canonical text of a ticket list: sorted by number, one `no:owner` per line. */
export function ticketListText(tickets: readonly LotteryTicket[]): string {
  return [...tickets]
    .sort((a, b) => a.no - b.no)
    .map((t) => `${t.no}:${t.owner}`)
    .join('\n');
}

/** The hash committed when sales close: SHA-256 of the canonical ticket list, hex. */
export function ticketListHash(tickets: readonly LotteryTicket[]): string {
  return sha256Hex(ticketListText(tickets));
}

/** A ticket's score in the draw (lower wins): HMAC-SHA256(serverSeed, `${listHash}:${no}`), hex. */
export function ticketScore(serverSeed: string, listHash: string, no: number): string {
  return hmacSha256Hex(serverSeed, `${listHash}:${no}`);
}

/**
 * The winners of a draw: tickets ordered by score (ties by number), each prize slot taken in turn by the next
 * ticket whose owner has not won yet. Fewer eligible players than slots leaves the last slots empty.
 */
export function drawWinners(
  serverSeed: string,
  tickets: readonly LotteryTicket[],
  prizes: readonly LotteryPrizeSlots[],
): LotteryWinner[] {
  const listHash = ticketListHash(tickets);
  const ranked = tickets
    .map((t) => ({ ...t, score: ticketScore(serverSeed, listHash, t.no) }))
    .sort((a, b) => (a.score < b.score ? -1 : a.score > b.score ? 1 : a.no - b.no));
  const slots: number[] = [];
  prizes.forEach((p, index) => {
    for (let i = 0; i < p.winners; i++) slots.push(index);
  });
  const won = new Set<number>();
  const winners: LotteryWinner[] = [];
  for (const t of ranked) {
    if (winners.length === slots.length) break;
    if (won.has(t.owner)) continue;
    won.add(t.owner);
    winners.push({ prizeIndex: slots[winners.length] as number, no: t.no, owner: t.owner });
  }
  return winners;
}

export interface PublishedDraw {
  serverSeed: string;
  serverSeedHash: string;
  ticketListHash: string;
  tickets: readonly LotteryTicket[];
  prizes: readonly LotteryPrizeSlots[];
  winners: readonly LotteryWinner[];
}

export interface DrawCheck {
  seedMatches: boolean;
  listMatches: boolean;
  winnersMatch: boolean;
  /** The winners the published seed and list give. */
  recomputed: LotteryWinner[];
}

/** Checks a published draw against its commitments and recomputes its winners. */
export function verifyDraw(draw: PublishedDraw): DrawCheck {
  const recomputed = drawWinners(draw.serverSeed, draw.tickets, draw.prizes);
  const same = (a: LotteryWinner, b: LotteryWinner | undefined) =>
    b !== undefined && a.prizeIndex === b.prizeIndex && a.no === b.no && a.owner === b.owner;
  return {
    seedMatches: hashServerSeed(draw.serverSeed) === draw.serverSeedHash,
    listMatches: ticketListHash(draw.tickets) === draw.ticketListHash,
    winnersMatch:
      recomputed.length === draw.winners.length && recomputed.every((w, i) => same(w, draw.winners[i])),
    recomputed,
  };
}
