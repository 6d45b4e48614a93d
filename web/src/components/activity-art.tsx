// Drawn art for each kind of activity (bonus centre cards, claim rows): one small inline SVG per kind, so a
// sign-in never looks like a deposit bonus or a VIP gift. Decorative: the card's text names the activity.
import { ACTIVITY_TYPE } from '@casino/contracts/enums';

export type ArtKind =
  | 'deposit'
  | 'firstDeposit'
  | 'signIn'
  | 'login'
  | 'task'
  | 'vip'
  | 'rebate'
  | 'spin'
  | 'lottery'
  | 'jackpot'
  | 'invite'
  | 'follow'
  | 'points'
  | 'rank'
  | 'gift'
  // task kinds: what the player has to do
  | 'bet'
  | 'rounds'
  | 'share'
  | 'secure';

/** The art an activity type gets. */
export function artOfActivity(type: number): ArtKind {
  switch (type) {
    case ACTIVITY_TYPE.FirstDeposit:
    case ACTIVITY_TYPE.FirstCharge:
      return 'firstDeposit';
    case ACTIVITY_TYPE.LadderRecharge:
    case ACTIVITY_TYPE.AccumulatedRecharge:
    case ACTIVITY_TYPE.ContinuousRecharge:
    case ACTIVITY_TYPE.Fund:
      return 'deposit';
    case ACTIVITY_TYPE.FreeSign:
      return 'signIn';
    case ACTIVITY_TYPE.FreeLoginBonus:
    case ACTIVITY_TYPE.SignUpBonus:
      return 'login';
    case ACTIVITY_TYPE.Tasks:
    case ACTIVITY_TYPE.Tasks1:
    case ACTIVITY_TYPE.VipTask:
      return 'task';
    case ACTIVITY_TYPE.VIP:
      return 'vip';
    case ACTIVITY_TYPE.VipRebate:
      return 'rebate';
    case ACTIVITY_TYPE.InviteUserSpin:
    case ACTIVITY_TYPE.SlotsHack:
      return 'spin';
    case ACTIVITY_TYPE.Lottery:
    case ACTIVITY_TYPE.WeekendLottery:
      return 'lottery';
    case ACTIVITY_TYPE.LuckyJackpot:
      return 'jackpot';
    case ACTIVITY_TYPE.Agent:
    case ACTIVITY_TYPE.Agent5:
    case ACTIVITY_TYPE.AgentCount:
    case ACTIVITY_TYPE.InviteFriend1:
      return 'invite';
    case ACTIVITY_TYPE.FollowRewards:
    case ACTIVITY_TYPE.Bind:
      return 'follow';
    case ACTIVITY_TYPE.Points:
      return 'points';
    case ACTIVITY_TYPE.Rank:
      return 'rank';
    default:
      return 'gift';
  }
}

/** Each kind's backdrop: two stops of a diagonal gradient. */
const BG: Record<ArtKind, [string, string]> = {
  deposit: ['#1f8a5b', '#0c4a33'],
  firstDeposit: ['#f5c542', '#c27c0e'],
  signIn: ['#3b82f6', '#1e3a8a'],
  login: ['#14b8a6', '#0f4c5c'],
  task: ['#8b5cf6', '#4c1d95'],
  vip: ['#3a2a66', '#120b2e'],
  rebate: ['#06b6d4', '#155e75'],
  spin: ['#ec4899', '#831843'],
  lottery: ['#f97316', '#7c2d12'],
  jackpot: ['#eab308', '#713f12'],
  invite: ['#22c55e', '#14532d'],
  follow: ['#f43f5e', '#881337'],
  points: ['#a855f7', '#581c87'],
  rank: ['#64748b', '#1e293b'],
  gift: ['#ef4444', '#7f1d1d'],
  bet: ['#0ea5e9', '#0c4a6e'],
  rounds: ['#6366f1', '#312e81'],
  share: ['#10b981', '#064e3b'],
  secure: ['#475569', '#0f172a'],
};

const GOLD = '#ffd95a';
const INK = '#1b1400';
const WHITE = '#ffffff';

/** The drawing on the backdrop, on a 48 × 48 grid. */
function Drawing({ kind }: { kind: ArtKind }) {
  switch (kind) {
    case 'deposit':
      return (
        <g>
          <ellipse cx="20" cy="34" rx="10" ry="4" fill={GOLD} stroke={INK} />
          <path d="M10 34v-5c0 2 4 4 10 4s10-2 10-4v5" fill={GOLD} stroke={INK} />
          <ellipse cx="20" cy="27" rx="10" ry="4" fill={GOLD} stroke={INK} />
          <path d="M10 27v-5c0 2 4 4 10 4s10-2 10-4v5" fill={GOLD} stroke={INK} />
          <ellipse cx="20" cy="20" rx="10" ry="4" fill="#ffe79a" stroke={INK} />
          <path d="M36 12v16M28 20h16" stroke={WHITE} strokeWidth="4" strokeLinecap="round" />
        </g>
      );
    case 'firstDeposit':
      return (
        <g>
          <rect x="9" y="20" width="30" height="20" rx="3" fill="#b91c1c" stroke={INK} />
          <rect x="7" y="14" width="34" height="8" rx="2" fill="#ef4444" stroke={INK} />
          <path d="M24 14v26" stroke={GOLD} strokeWidth="4" />
          <path d="M24 14c-4-8-12-6-9-1 2 2 6 1 9 1 3 0 7 1 9-1 3-5-5-7-9 1z" fill={GOLD} stroke={INK} />
          <circle cx="36" cy="12" r="7" fill={WHITE} stroke={INK} />
          <text x="36" y="15.5" textAnchor="middle" fontSize="10" fontWeight="800" fill={INK}>
            1
          </text>
        </g>
      );
    case 'signIn':
      return (
        <g>
          <rect x="9" y="12" width="30" height="28" rx="4" fill={WHITE} stroke={INK} />
          <rect x="9" y="12" width="30" height="8" rx="4" fill="#ef4444" />
          <path d="M16 9v6M32 9v6" stroke={INK} strokeWidth="3" strokeLinecap="round" />
          <path d="M17 30l5 5 9-10" fill="none" stroke="#16a34a" strokeWidth="4" strokeLinecap="round" />
        </g>
      );
    case 'login':
      return (
        <g>
          <circle cx="17" cy="20" r="8" fill="none" stroke={GOLD} strokeWidth="4" />
          <path d="M23 25l14 14M31 33l4-4M35 37l4-4" stroke={GOLD} strokeWidth="4" strokeLinecap="round" />
          <circle cx="17" cy="20" r="2.5" fill={WHITE} />
        </g>
      );
    case 'task':
      return (
        <g>
          <rect x="11" y="9" width="26" height="32" rx="3" fill={WHITE} stroke={INK} />
          <rect x="18" y="6" width="12" height="6" rx="2" fill={GOLD} stroke={INK} />
          <path d="M15 19l3 3 5-5M15 29l3 3 5-5" fill="none" stroke="#16a34a" strokeWidth="2.5" />
          <path d="M27 20h7M27 30h7" stroke="#6b7280" strokeWidth="2.5" strokeLinecap="round" />
        </g>
      );
    case 'vip':
      return (
        <g>
          <path d="M8 34l3-18 8 8 5-12 5 12 8-8 3 18z" fill={GOLD} stroke={INK} strokeLinejoin="round" />
          <rect x="8" y="34" width="32" height="5" rx="2" fill="#e0a526" stroke={INK} />
          <circle cx="24" cy="27" r="3" fill="#ef4444" />
          <circle cx="15" cy="29" r="2" fill="#3b82f6" />
          <circle cx="33" cy="29" r="2" fill="#22c55e" />
        </g>
      );
    case 'rebate':
      return (
        <g>
          <circle cx="24" cy="24" r="8" fill={GOLD} stroke={INK} />
          <text x="24" y="28" textAnchor="middle" fontSize="10" fontWeight="800" fill={INK}>
            ₱
          </text>
          <path d="M10 20a15 15 0 0 1 26-8" fill="none" stroke={WHITE} strokeWidth="3" />
          <path d="M38 28a15 15 0 0 1-26 8" fill="none" stroke={WHITE} strokeWidth="3" />
          <path d="M37 6v7h-7M11 42v-7h7" fill="none" stroke={WHITE} strokeWidth="3" />
        </g>
      );
    case 'spin':
      return (
        <g>
          <circle cx="24" cy="25" r="15" fill={WHITE} stroke={INK} />
          <path d="M24 25V10a15 15 0 0 1 13 7.5z" fill="#f43f5e" />
          <path d="M24 25l13-7.5a15 15 0 0 1 0 15z" fill={GOLD} />
          <path d="M24 25l13 7.5A15 15 0 0 1 24 40z" fill="#3b82f6" />
          <path d="M24 25V40a15 15 0 0 1-13-7.5z" fill="#22c55e" />
          <path d="M24 25l-13 7.5a15 15 0 0 1 0-15z" fill="#a855f7" />
          <circle cx="24" cy="25" r="3.5" fill={INK} />
          <path d="M24 4l-4 7h8z" fill={INK} />
        </g>
      );
    case 'lottery':
      return (
        <g>
          <path
            d="M7 15h34v6a3 3 0 0 0 0 6v6H7v-6a3 3 0 0 0 0-6z"
            fill={GOLD}
            stroke={INK}
            transform="rotate(-10 24 24)"
          />
          <path d="M17 16v16" stroke={INK} strokeDasharray="2 2" transform="rotate(-10 24 24)" />
          <text
            x="29"
            y="29"
            textAnchor="middle"
            fontSize="9"
            fontWeight="800"
            fill={INK}
            transform="rotate(-10 24 24)"
          >
            777
          </text>
        </g>
      );
    case 'jackpot':
      return (
        <g>
          <circle cx="16" cy="15" r="5" fill={GOLD} stroke={INK} />
          <circle cx="26" cy="12" r="5" fill={GOLD} stroke={INK} />
          <circle cx="33" cy="17" r="5" fill={GOLD} stroke={INK} />
          <path d="M8 21h32l-3 16a5 5 0 0 1-5 4H16a5 5 0 0 1-5-4z" fill="#1f2937" stroke={INK} />
          <rect x="6" y="19" width="36" height="5" rx="2.5" fill="#374151" stroke={INK} />
          <path d="M24 27l2 4 4 .5-3 3 1 4-4-2-4 2 1-4-3-3 4-.5z" fill={GOLD} />
        </g>
      );
    case 'invite':
      return (
        <g>
          <circle cx="18" cy="17" r="6" fill={WHITE} />
          <path d="M7 38c0-7 5-12 11-12s11 5 11 12z" fill={WHITE} />
          <circle cx="32" cy="19" r="5" fill={GOLD} />
          <path d="M24 38c1-6 4-10 8-10s9 4 9 10z" fill={GOLD} />
          <path d="M38 8v8M34 12h8" stroke={WHITE} strokeWidth="3" strokeLinecap="round" />
        </g>
      );
    case 'follow':
      return (
        <path
          d="M24 40S8 30 8 19a8 8 0 0 1 16-2 8 8 0 0 1 16 2c0 11-16 21-16 21z"
          fill={WHITE}
          stroke={INK}
        />
      );
    case 'points':
      return (
        <g>
          <path d="M11 17h26l-2 23H13z" fill={WHITE} stroke={INK} />
          <path d="M18 20v-5a6 6 0 0 1 12 0v5" fill="none" stroke={INK} strokeWidth="2.5" />
          <path d="M24 24l2 4 4 .5-3 3 1 4-4-2-4 2 1-4-3-3 4-.5z" fill="#a855f7" />
        </g>
      );
    case 'rank':
      return (
        <g>
          <path d="M15 9h18v9a9 9 0 0 1-18 0z" fill={GOLD} stroke={INK} />
          <path
            d="M15 12H9a6 6 0 0 0 7 8M33 12h6a6 6 0 0 1-7 8"
            fill="none"
            stroke={GOLD}
            strokeWidth="2.5"
          />
          <path d="M22 27h4v6h-4z" fill={GOLD} stroke={INK} />
          <rect x="15" y="33" width="18" height="6" rx="1.5" fill="#e0a526" stroke={INK} />
        </g>
      );
    case 'bet':
      // chips on the felt: a stake
      return (
        <g>
          <ellipse cx="18" cy="33" rx="10" ry="4" fill="#ef4444" stroke={INK} />
          <path d="M8 33v-4c0 2 4 4 10 4s10-2 10-4v4" fill="#ef4444" stroke={INK} />
          <ellipse cx="18" cy="29" rx="10" ry="4" fill="#f87171" stroke={INK} />
          <ellipse cx="31" cy="25" rx="9" ry="3.6" fill={GOLD} stroke={INK} />
          <path d="M22 25v-4c0 2 4 3.6 9 3.6s9-1.6 9-3.6v4" fill={GOLD} stroke={INK} />
          <ellipse cx="31" cy="21" rx="9" ry="3.6" fill="#ffe79a" stroke={INK} />
          <path d="M18 26.5v5M13 29h10" stroke={WHITE} strokeWidth="2" strokeLinecap="round" />
        </g>
      );
    case 'rounds':
      // two dice: rounds played
      return (
        <g>
          <rect
            x="8"
            y="18"
            width="18"
            height="18"
            rx="4"
            fill={WHITE}
            stroke={INK}
            transform="rotate(-12 17 27)"
          />
          <circle cx="13" cy="24" r="1.8" fill={INK} />
          <circle cx="18" cy="28" r="1.8" fill={INK} />
          <circle cx="22" cy="31" r="1.8" fill={INK} />
          <rect
            x="24"
            y="12"
            width="16"
            height="16"
            rx="4"
            fill="#fde68a"
            stroke={INK}
            transform="rotate(10 32 20)"
          />
          <circle cx="29" cy="17" r="1.6" fill={INK} />
          <circle cx="35" cy="23" r="1.6" fill={INK} />
        </g>
      );
    case 'share':
      // three linked dots: passing it on
      return (
        <g>
          <path d="M15 24l18-9M15 24l18 9" stroke={WHITE} strokeWidth="3" />
          <circle cx="14" cy="24" r="6" fill={GOLD} stroke={INK} />
          <circle cx="34" cy="14" r="6" fill={WHITE} stroke={INK} />
          <circle cx="34" cy="34" r="6" fill={WHITE} stroke={INK} />
        </g>
      );
    case 'secure':
      // a padlock: phone, password, account safety
      return (
        <g>
          <path d="M17 22v-5a7 7 0 0 1 14 0v5" fill="none" stroke={WHITE} strokeWidth="4" />
          <rect x="12" y="21" width="24" height="18" rx="4" fill={GOLD} stroke={INK} />
          <circle cx="24" cy="29" r="2.6" fill={INK} />
          <path d="M24 30v4" stroke={INK} strokeWidth="2.4" strokeLinecap="round" />
        </g>
      );
    default:
      return (
        <g>
          <rect x="10" y="21" width="28" height="19" rx="2" fill={WHITE} stroke={INK} />
          <rect x="8" y="15" width="32" height="8" rx="2" fill="#fecaca" stroke={INK} />
          <path d="M24 15v25" stroke="#ef4444" strokeWidth="4" />
          <path d="M24 15c-4-7-11-5-8 0 2 1 5 0 8 0 3 0 6 1 8 0 3-5-4-7-8 0z" fill="#ef4444" stroke={INK} />
        </g>
      );
  }
}

/** A rounded tile with the kind's drawing; `size` in CSS px. */
export function ActivityArt({ kind, size = 48 }: { kind: ArtKind; size?: number }) {
  const [from, to] = BG[kind];
  const id = `art-bg-${kind}`;
  return (
    <svg
      className={`activity-art activity-art-${kind}`}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${id})`} />
      <Drawing kind={kind} />
    </svg>
  );
}
