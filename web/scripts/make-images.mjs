// Generates the project's own art into public/: game tiles, banners, tab icons, logo and badges (WebP), other icons (SVG),
// avatars (WebP) and the install icons (PNG). Run: pnpm --filter @casino/web images. The outputs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
// `images banners` redraws only the files whose path contains the word (quicker while drawing one set)
const only = process.argv[2];
const wanted = (path) => !only || path.includes(only);
const out = (path, body) => {
  if (!wanted(path)) return;
  mkdirSync(dirname(join(root, path)), { recursive: true });
  // a title names the picture when an SVG is opened on its own
  const titled =
    typeof body === 'string'
      ? body.replace(/^(<svg[^>]*>)/, `$1<title>${path.replace(/^.*\/|\.svg$/g, '')}</title>`)
      : body;
  writeFileSync(join(root, path), titled);
};
/**
 * The pictures that fill the lobby are drawn here as SVG but shipped as WebP: the browser paints an <img> of an
 * SVG on the main thread at every paint (measured ~20 ms of main-thread time for one screen of tiles, ×4 on a
 * mid-range phone, all of it Lighthouse TBT), while a WebP is decoded off the main thread once. `width` is
 * the pixel width written: twice the largest CSS width the picture is shown at.
 */
const webp = async (path, body, width) =>
  wanted(path) &&
  out(
    path,
    await sharp(Buffer.from(await fitTextLengths(body)), { density: 216 })
      .resize(width)
      .webp({ quality: 78, effort: 6 })
      .toBuffer(),
  );
/**
 * librsvg (sharp) ignores `textLength`, and the fonts here are wider than the Arial/Georgia the art is drawn
 * for, so a label would run out of its badge. Each `<text textLength="L">` is measured alone (rendered at 10×,
 * trimmed) and squeezed to L by a horizontal scale, which is what a browser's `lengthAdjust="spacingAndGlyphs"`
 * does.
 */
async function fitTextLengths(body) {
  const texts = [...body.matchAll(/<text ([^>]*)textLength="([\d.]+)"([^>]*)>([^<]*)<\/text>/g)];
  for (const [whole, before, length, after, content] of texts) {
    const attrs = ` ${before}${after}`.replace(/\s(x|y|lengthAdjust|text-anchor)="[^"]*"/g, '');
    const probe = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="60"><text x="10" y="45"${attrs}>${content}</text></svg>`;
    const { info } = await sharp(Buffer.from(probe), { density: 720 })
      .trim()
      .toBuffer({ resolveWithObject: true });
    const natural = info.width / 10;
    const x = Number(/\bx="([\d.]+)"/.exec(before + after)?.[1] ?? 0);
    const y = Number(/\by="([\d.]+)"/.exec(before + after)?.[1] ?? 0);
    const anchor = /text-anchor="([^"]+)"/.exec(before + after)?.[1] ?? 'start';
    const scale = Math.min(1, Number(length) / natural).toFixed(3);
    body = body.replace(
      whole,
      `<text transform="translate(${x} ${y}) scale(${scale} 1)" text-anchor="${anchor}" ${attrs}>${content}</text>`,
    );
  }
  return body;
}
const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
const lin = (id, a, b, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const rad = (id, a, b) =>
  `<radialGradient id="${id}" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient>`;
const frame = `<rect x="6" y="6" width="288" height="388" rx="22" fill="none" stroke="#f5c542" stroke-opacity=".55" stroke-width="4"/>`;
const coin = (x, y, r = 18) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#f5c542"/><circle r="${r * 0.72}" fill="none" stroke="#b7791f" stroke-width="3"/><path d="M${-r * 0.2} ${-r * 0.45}h${r * 0.4}v${r * 0.9}h${-r * 0.4}z" fill="#b7791f"/></g>`;
const sparkle = (x, y, s = 10, c = '#fff7d6') =>
  `<path transform="translate(${x} ${y})" d="M0 ${-s}L${s * 0.25} ${-s * 0.25}L${s} 0L${s * 0.25} ${s * 0.25}L0 ${s}L${-s * 0.25} ${s * 0.25}L${-s} 0L${-s * 0.25} ${-s * 0.25}z" fill="${c}"/>`;
const star = (x, y, r, fill) => {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};
const die = (x, y, s, fill, dots = 1) => {
  const p = {
    1: [[0.5, 0.5]],
    2: [
      [0.28, 0.28],
      [0.72, 0.72],
    ],
    3: [
      [0.25, 0.25],
      [0.5, 0.5],
      [0.75, 0.75],
    ],
    4: [
      [0.28, 0.28],
      [0.72, 0.28],
      [0.28, 0.72],
      [0.72, 0.72],
    ],
  }[dots];
  return `<g transform="translate(${x} ${y})"><rect width="${s}" height="${s}" rx="${s * 0.18}" fill="${fill}" stroke="#0b1230" stroke-opacity=".35" stroke-width="3"/>${p
    .map(
      ([a, b]) => `<circle cx="${a * s}" cy="${b * s}" r="${s * 0.08}" fill="#0b1230" fill-opacity=".75"/>`,
    )
    .join('')}</g>`;
};

/** An ivory Sic Bo die with its number in pips (one and four in red, as on Asian dice), turned `turn` degrees. */
const sbDie = (x, y, s, n, turn = 0) => {
  const at = {
    4: [
      [0.28, 0.28],
      [0.72, 0.28],
      [0.28, 0.72],
      [0.72, 0.72],
    ],
    5: [
      [0.26, 0.26],
      [0.74, 0.26],
      [0.5, 0.5],
      [0.26, 0.74],
      [0.74, 0.74],
    ],
    6: [
      [0.28, 0.24],
      [0.72, 0.24],
      [0.28, 0.5],
      [0.72, 0.5],
      [0.28, 0.76],
      [0.72, 0.76],
    ],
  }[n];
  const pip = n === 4 ? '#c8102e' : '#1a1a2e';
  return `<g transform="translate(${x} ${y}) rotate(${turn} ${s / 2} ${s / 2})"><rect width="${s}" height="${s}" rx="${s * 0.2}" fill="url(#ivory)" stroke="#8f7f60" stroke-width="2"/>${at
    .map(([a, b]) => `<circle cx="${a * s}" cy="${b * s}" r="${s * 0.095}" fill="${pip}"/>`)
    .join('')}</g>`;
};

// ---- Game tiles (3:4) ---------------------------------------------------------------------------
const flipCoin = (x, y, r, face) =>
  `<g transform="translate(${x} ${y})"><ellipse rx="${r}" ry="${r}" fill="#b7791f"/><circle r="${r * 0.92}" fill="#f5c542"/><circle r="${r * 0.74}" fill="none" stroke="#b7791f" stroke-width="${r * 0.06}"/>${face}</g>`;
const sunFace = (r) =>
  `${Array.from({ length: 8 }, (_, i) => `<path transform="rotate(${i * 45})" d="M0 ${-r * 0.62}l${r * 0.1} ${r * 0.22}h${-r * 0.2}z" fill="#b7791f"/>`).join('')}<circle r="${r * 0.26}" fill="#b7791f"/>`;
/** A playing card for the Baccarat tile: 112 × 156, its rank in two corners and a big suit. */
const SUITS = {
  spade:
    'M50 5C62 24 94 38 94 61C94 75 84 84 72 84C64 84 58 80 54 74C55 84 59 90 68 96H32C41 90 45 84 46 74C42 80 36 84 28 84C16 84 6 75 6 61C6 38 38 24 50 5Z',
  heart:
    'M50 90C22 66 5 50 5 31C5 16 16 6 30 6C40 6 46 12 50 20C54 12 60 6 70 6C84 6 95 16 95 31C95 50 78 66 50 90Z',
};
const playingCard = (x, y, angle, rank, suit, ink) =>
  `<g transform="translate(${x} ${y}) rotate(${angle} 56 78)"><rect x="3" y="6" width="112" height="156" rx="11" fill="#000" fill-opacity=".35"/><rect width="112" height="156" rx="11" fill="#fbf8ef" stroke="#d9cfb3" stroke-width="2"/>` +
  `<text x="12" y="34" font-family="Georgia, serif" font-weight="700" font-size="28" fill="${ink}">${rank}</text><path transform="translate(12 40) scale(.2)" d="${SUITS[suit]}" fill="${ink}"/>` +
  `<g transform="rotate(180 56 78)"><text x="12" y="34" font-family="Georgia, serif" font-weight="700" font-size="28" fill="${ink}">${rank}</text><path transform="translate(12 40) scale(.2)" d="${SUITS[suit]}" fill="${ink}"/></g>` +
  (rank === 'K'
    ? `<rect x="38" y="30" width="46" height="96" rx="5" fill="#f6e7bf" stroke="${ink}" stroke-width="2"/><path d="M44 66L47 48L55 57L61 42L67 57L75 48L78 66Z" fill="#c99a2e"/><text x="61" y="106" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="30" fill="${ink}">K</text>`
    : `<path transform="translate(31 53) scale(.5)" d="${SUITS[suit]}" fill="${ink}"/>`) +
  '</g>';
const chip = (x, y, fill, edge = '#fff') =>
  `<g transform="translate(${x} ${y})"><ellipse cy="6" rx="30" ry="11" fill="#000" fill-opacity=".35"/><ellipse cy="3" rx="30" ry="11" fill="${fill}"/><ellipse rx="30" ry="11" fill="${fill}" stroke="${edge}" stroke-width="3" stroke-dasharray="8 7"/><ellipse rx="18" ry="6.5" fill="none" stroke="${edge}" stroke-opacity=".7" stroke-width="1.5"/></g>`;

const tiles = {
  'golden-carabao': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/><circle cx="150" cy="190" r="120" fill="url(#glow)"/>
<path d="M62 120c10 40 40 60 70 62M238 120c-10 40-40 60-70 62" stroke="#fff1c1" stroke-width="18" stroke-linecap="round" fill="none"/>
<path d="M105 170q45-30 90 0q18 50-10 95q-35 30-70 0q-28-45-10-95z" fill="#7a4a12"/><ellipse cx="150" cy="250" rx="34" ry="24" fill="#a0642a"/>
<circle cx="138" cy="250" r="5" fill="#3b2306"/><circle cx="162" cy="250" r="5" fill="#3b2306"/><circle cx="126" cy="200" r="8" fill="#1a1205"/><circle cx="174" cy="200" r="8" fill="#1a1205"/>
${coin(70, 320, 24)}${coin(230, 330, 20)}${coin(150, 350, 16)}${sparkle(60, 70)}${sparkle(240, 60, 14)}${frame}`,
    lin('bg', '#8a5a00', '#2a1600') + rad('glow', '#ffd873', '#ffd87300'),
  ),
  'jeepney-jackpot': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/><circle cx="240" cy="80" r="40" fill="#ffd166"/>
<rect x="40" y="170" width="220" height="100" rx="18" fill="#e63946"/><rect x="55" y="150" width="190" height="30" rx="10" fill="#f1faee"/>
<rect x="58" y="190" width="36" height="32" rx="5" fill="#a8dadc"/><rect x="102" y="190" width="36" height="32" rx="5" fill="#a8dadc"/><rect x="146" y="190" width="36" height="32" rx="5" fill="#a8dadc"/><rect x="190" y="190" width="50" height="32" rx="5" fill="#a8dadc"/>
<path d="M40 240h220" stroke="#ffd166" stroke-width="8"/><path d="M40 255h220" stroke="#2a9d8f" stroke-width="6"/><rect x="250" y="205" width="22" height="50" rx="6" fill="#c0c0c0"/>
<circle cx="90" cy="275" r="24" fill="#1d1d1d"/><circle cx="90" cy="275" r="10" fill="#bbb"/><circle cx="215" cy="275" r="24" fill="#1d1d1d"/><circle cx="215" cy="275" r="10" fill="#bbb"/>
<path d="M150 150l-14-30h28z" fill="#f5c542"/>${coin(60, 340)}${coin(110, 352, 14)}${coin(240, 345)}${sparkle(40, 60)}${frame}`,
    lin('bg', '#1d3557', '#0b1230'),
  ),
  'manila-nights': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/><circle cx="220" cy="90" r="34" fill="#fdf0c2"/><circle cx="232" cy="82" r="30" fill="#2b1055"/>
${[
  [20, 230, 40, 170],
  [62, 190, 36, 210],
  [100, 250, 30, 150],
  [132, 160, 44, 240],
  [178, 210, 34, 190],
  [214, 180, 30, 220],
  [246, 240, 36, 160],
]
  .map(
    ([x, y, w, h]) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#190a3a"/>` +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${x + 6 + (i % 2) * (w / 2 - 2)}" y="${y + 12 + Math.floor(i / 2) * 26}" width="8" height="10" fill="${i % 3 ? '#f5c542' : '#ff7eb6'}"/>`,
      ).join(''),
  )
  .join('')}
${sparkle(60, 70, 6)}${sparkle(120, 110, 5)}${sparkle(170, 50, 7)}<path d="M0 360q150-40 300 0v40H0z" fill="#ff2e88" fill-opacity=".35"/>${frame}`,
    lin('bg', '#2b1055', '#7597de'),
  ),
  'boracay-treasures': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/><circle cx="70" cy="80" r="34" fill="#ffe29a"/>
<path d="M0 240q75-20 150 0t150 0v160H0z" fill="#1fa2c9"/><path d="M0 300q75-15 150 0t150 0v100H0z" fill="#f6d7a7"/>
<path d="M225 300q-10-90 10-150" stroke="#6b4226" stroke-width="10" fill="none"/><path d="M235 150q-50-10-70 20q40-15 70-20zM235 150q50-10 70 20q-40-15-70-20zM235 150q-20-40-60-40q40 10 60 40zM235 150q20-40 60-40q-40 10-60 40z" fill="#2d9b4e"/>
<rect x="80" y="300" width="110" height="60" rx="8" fill="#8b4513"/><path d="M80 315q55-50 110 0z" fill="#a0522d"/><rect x="80" y="312" width="110" height="8" fill="#f5c542"/><rect x="126" y="318" width="18" height="22" rx="3" fill="#f5c542"/>
${coin(110, 296, 12)}${coin(150, 290, 14)}${sparkle(200, 280)}${frame}`,
    lin('bg', '#56ccf2', '#2f80ed'),
  ),
  'color-game': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/><circle cx="150" cy="200" r="130" fill="url(#glow)"/>
${die(40, 90, 64, '#ffd60a', 1)}${die(118, 70, 64, '#ffffff', 2)}${die(196, 90, 64, '#ff70a6', 3)}${die(40, 190, 64, '#3a86ff', 4)}${die(118, 170, 64, '#ef233c', 1)}${die(196, 190, 64, '#38b000', 2)}
<ellipse cx="150" cy="320" rx="100" ry="22" fill="#000" fill-opacity=".25"/>${sparkle(60, 320)}${sparkle(240, 310, 12)}${frame}`,
    lin('bg', '#3c096c', '#10002b') + rad('glow', '#ff9e00', '#ff9e0000'),
  ),
  color: svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/>${die(70, 110, 90, '#ffd60a', 1)}${die(140, 170, 90, '#ef233c', 3)}${die(60, 220, 80, '#3a86ff', 2)}${sparkle(230, 90, 14)}${sparkle(80, 330)}${frame}`,
    lin('bg', '#240046', '#5a189a'),
  ),
  'fiesta-color': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/>
<path d="M0 40q150 60 300 0" stroke="#fff" stroke-width="2" fill="none"/>${['#ef233c', '#ffd60a', '#3a86ff', '#38b000', '#ff70a6', '#ffffff', '#ef233c'].map((c, i) => `<path d="M${10 + i * 42} ${48 + Math.sin((i / 6) * Math.PI) * 24}l20 0l-10 26z" fill="${c}"/>`).join('')}
<path d="M0 110q150 60 300 0" stroke="#fff" stroke-width="2" fill="none"/>${['#38b000', '#ff70a6', '#ffd60a', '#3a86ff', '#ef233c', '#ffffff', '#38b000'].map((c, i) => `<path d="M${10 + i * 42} ${118 + Math.sin((i / 6) * Math.PI) * 24}l20 0l-10 26z" fill="${c}"/>`).join('')}
${die(60, 200, 80, '#ff70a6', 3)}${die(160, 220, 80, '#ffd60a', 2)}<circle cx="150" cy="340" r="34" fill="#f5c542"/><circle cx="150" cy="340" r="22" fill="#e63946"/>${frame}`,
    lin('bg', '#ff006e', '#8338ec'),
  ),
  'saranggola-crash': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/>
<path d="M20 360Q140 340 230 110" stroke="#2fe0b3" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M20 360Q140 340 230 110V360z" fill="#2fe0b3" fill-opacity=".15"/>
<g transform="translate(222 110) rotate(20)"><path d="M0-50L34 0L0 60L-34 0z" fill="#ef233c"/><path d="M0-50V60M-34 0H34" stroke="#ffd60a" stroke-width="4"/><path d="M0 60q-10 20 6 34q-14 10 0 26" stroke="#fff" stroke-width="3" fill="none"/></g>
${[60, 120, 180, 240].map((y) => `<path d="M20 ${y}h260" stroke="#fff" stroke-opacity=".08"/>`).join('')}${sparkle(80, 80)}${sparkle(150, 60, 6)}${frame}`,
    lin('bg', '#0f2027', '#203a43'),
  ),
  'mayon-rocket': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/><circle cx="150" cy="120" r="90" fill="#ff9e00" fill-opacity=".25"/>
<path d="M20 380L140 200q10-10 20 0L280 380z" fill="#3d405b"/><path d="M128 218q22-18 44 0l-10 30q-12-8-24 0z" fill="#f2f2f2"/>
<g transform="translate(160 120) rotate(30)"><path d="M0-70q26 30 20 90h-40q-6-60 20-90z" fill="#e5e5e5"/><circle cy="-20" r="10" fill="#3a86ff"/><path d="M-20 20l-16 20h16zM20 20l16 20h-16z" fill="#ef233c"/><path d="M-12 22q12 50 24 0z" fill="#ffd60a"/></g>
<path d="M90 300q20-30 50-10" stroke="#ff6b35" stroke-width="6" fill="none"/>${sparkle(50, 60)}${sparkle(250, 70, 8)}${frame}`,
    lin('bg', '#10002b', '#e85d04'),
  ),
  'bingo-fiesta': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/><circle cx="150" cy="215" r="140" fill="url(#glow)"/>
${Array.from({ length: 9 }, (_, i) => `<path d="M${i * 38 - 6} 0l14 0l-7 22z" fill="${['#ffd60a', '#3a86ff', '#ef233c', '#38b000', '#ff70a6'][i % 5]}"/>`).join('')}
${['B', 'I', 'N', 'G', 'O'].map((l, i) => `<g transform="translate(${58 + i * 46} ${66 + (i % 2) * 10})"><circle r="21" fill="${['#3a86ff', '#ef233c', '#f8f9fa', '#38b000', '#ff9e00'][i]}"/><circle r="13" fill="#fff"/><text y="6" text-anchor="middle" font-family="Arial, sans-serif" font-size="17" font-weight="900" fill="#1d2859">${l}</text></g>`).join('')}
<g transform="translate(150 236) rotate(-6)"><rect x="-102" y="-112" width="204" height="212" rx="16" fill="#fff7e6" stroke="#f5c542" stroke-width="6"/>
${Array.from({ length: 25 }, (_, i) => {
  const x = -92 + (i % 5) * 38;
  const y = -102 + Math.floor(i / 5) * 40;
  const n = [7, 22, 41, 53, 68, 3, 19, 35, 49, 61, 12, 28, 0, 57, 74, 5, 17, 39, 46, 66, 9, 30, 44, 60, 71][
    i
  ];
  const daub = [0, 6, 12, 18, 24, 4, 8, 16, 20].includes(i);
  return `<rect x="${x}" y="${y}" width="34" height="36" rx="6" fill="${i === 12 ? '#ff006e' : '#ffe8b8'}"/>${
    i === 12
      ? star(x + 17, y + 18, 12, '#ffd60a')
      : `<text x="${x + 17}" y="${y + 24}" text-anchor="middle" font-family="Arial, sans-serif" font-size="16" font-weight="800" fill="#3c096c">${n}</text>`
  }${daub && i !== 12 ? `<circle cx="${x + 17}" cy="${y + 18}" r="14" fill="#ff006e" fill-opacity=".72"/>` : ''}`;
}).join('')}</g>
${coin(58, 352, 16)}${coin(246, 350, 20)}${sparkle(32, 130, 9)}${sparkle(272, 140, 12)}${sparkle(200, 368, 7)}${frame}`,
    lin('bg', '#ff006e', '#3c096c') + rad('glow', '#ffd60a', '#ffd60a00'),
  ),
  'gold-mines': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/>
${Array.from({ length: 25 }, (_, i) => {
  const x = 30 + (i % 5) * 50;
  const y = 90 + Math.floor(i / 5) * 50;
  const gem = [2, 8, 12, 16, 23].includes(i);
  const bomb = [6, 18].includes(i);
  return (
    `<rect x="${x}" y="${y}" width="42" height="42" rx="8" fill="${gem || bomb ? '#1b2a4e' : '#2b3d6b'}"/>` +
    (gem ? `<path d="M${x + 21} ${y + 8}l12 10l-12 18l-12-18z" fill="#2fe0b3"/>` : '') +
    (bomb
      ? `<circle cx="${x + 21}" cy="${y + 24}" r="11" fill="#111"/><path d="M${x + 27} ${y + 12}l6-6" stroke="#ff9e00" stroke-width="3"/>`
      : '')
  );
}).join('')}
${coin(250, 60, 16)}${sparkle(50, 50)}${frame}`,
    lin('bg', '#0b1230', '#1d2859'),
  ),
  'palawan-pearls': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/>
${[
  [50, 90, 8],
  [90, 140, 5],
  [240, 120, 7],
  [200, 60, 4],
]
  .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#bde0fe" stroke-width="2"/>`)
  .join('')}
<path d="M60 260q90-120 180 0z" fill="#cdb4db"/><path d="M60 260q90 70 180 0z" fill="#a2809b"/><circle cx="150" cy="240" r="30" fill="url(#pearl)"/>
<path d="M30 400q20-80 0-140M270 400q-20-80 0-120" stroke="#2d6a4f" stroke-width="10" fill="none"/>${sparkle(170, 222, 6)}${frame}`,
    lin('bg', '#023e8a', '#03045e') + rad('pearl', '#ffffff', '#d8c8e8'),
  ),
  // the outside provider's sandbox tables: double or nothing on a coin flip (heads the sun, tails the star)
  'isla-double': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/><ellipse cx="150" cy="210" rx="130" ry="150" fill="url(#glow)"/>
${flipCoin(110, 170, 62, sunFace(62))}<g transform="translate(196 238) rotate(14)">${flipCoin(0, 0, 54, star(0, 0, 28, '#b7791f'))}</g>
<path d="M60 300q90 40 180 0" stroke="#f5c542" stroke-width="3" fill="none" stroke-dasharray="8 8"/>
<text x="150" y="352" text-anchor="middle" font-family="Georgia, serif" font-size="44" font-weight="700" fill="#fff7d6">×2</text>${sparkle(60, 70)}${sparkle(250, 100, 12)}${frame}`,
    lin('bg', '#1b4332', '#081c15') + rad('glow', '#52b78855', '#52b78800'),
  ),
  'isla-double-mini': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/><ellipse cx="150" cy="210" rx="130" ry="150" fill="url(#glow)"/>
${flipCoin(150, 190, 76, sunFace(76))}${coin(70, 300, 20)}${coin(230, 300, 20)}${coin(110, 320, 14)}${coin(190, 322, 14)}
<text x="150" y="360" text-anchor="middle" font-family="Georgia, serif" font-size="40" font-weight="700" fill="#fff7d6">×2</text>${sparkle(240, 70, 12)}${frame}`,
    lin('bg', '#0f5257', '#06262a') + rad('glow', '#2fe0b355', '#2fe0b300'),
  ),
  'sic-bo': svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/><circle cx="150" cy="250" r="135" fill="url(#glow)"/>
<g transform="translate(150 118) rotate(-8)"><path d="M-88 50C-88-20-48-58 0-58S88-20 88 50Z" fill="url(#glass)"/><path d="M-88 50C-88-20-48-58 0-58S88-20 88 50" fill="none" stroke="#f6d77a" stroke-width="4"/>
<path d="M-60-14C-50-34-30-46-8-48" stroke="#fff" stroke-opacity=".5" stroke-width="7" stroke-linecap="round" fill="none"/><rect x="-96" y="46" width="192" height="14" rx="7" fill="url(#brass)"/><ellipse cx="0" cy="-58" rx="24" ry="7" fill="url(#brass)"/><circle cx="0" cy="-68" r="9" fill="url(#brass)"/></g>
<ellipse cx="150" cy="288" rx="128" ry="34" fill="url(#brass)"/><ellipse cx="150" cy="281" rx="114" ry="27" fill="#7a0c1f"/>
${sbDie(72, 226, 48, 4, -10)}${sbDie(126, 212, 48, 5, 6)}${sbDie(180, 228, 48, 6, -4)}
<text x="150" y="362" text-anchor="middle" font-family="Georgia, serif" font-size="40" font-weight="700" fill="#f5c542" textLength="170" lengthAdjust="spacingAndGlyphs">SIC BO</text>${sparkle(48, 60, 12)}${sparkle(258, 200, 9)}${sparkle(40, 240, 7)}${frame}`,
    lin('bg', '#5c0a1e', '#14061f') +
      rad('glow', '#ffb84d77', '#ffb84d00') +
      lin('brass', '#ffe69a', '#8a5a12') +
      `<radialGradient id="glass" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".6"/><stop offset=".4" stop-color="#b9d7ff" stop-opacity=".25"/><stop offset="1" stop-color="#1b2a6b" stop-opacity=".7"/></radialGradient>` +
      lin('ivory', '#fffdf6', '#dccfb2', 1, 1),
  ),
  default: svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/>${star(150, 190, 80, '#f5c542')}${sparkle(70, 90)}${sparkle(230, 300, 12)}${frame}`,
    lin('bg', '#1d2859', '#0b1230'),
  ),
  baccarat: svg(
    300,
    400,
    `<rect width="300" height="400" rx="24" fill="url(#bg)"/>
<rect width="300" height="400" rx="24" fill="url(#weave)" opacity=".5"/>
<ellipse cx="150" cy="395" rx="190" ry="120" fill="none" stroke="#f5c542" stroke-opacity=".55" stroke-width="3"/>
<ellipse cx="150" cy="395" rx="170" ry="104" fill="none" stroke="#f5c542" stroke-opacity=".3" stroke-width="2"/>
${playingCard(58, 74, -13, 'K', 'spade', '#15161c')}${playingCard(128, 66, 11, '9', 'heart', '#c8102e')}
${chip(70, 300, '#c8102e')}${chip(70, 288, '#1d4fc4')}${chip(70, 276, '#f5c542', '#b7791f')}${chip(232, 300, '#15161c', '#f5c542')}${chip(232, 288, '#c8102e')}
<text x="150" y="356" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="44" fill="#f5c542" textLength="232" lengthAdjust="spacingAndGlyphs">BACCARAT</text>
<text x="150" y="382" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="15" fill="#fff1c1" letter-spacing="3" textLength="150" lengthAdjust="spacingAndGlyphs">PUNTO BANCO</text>
${sparkle(250, 50, 12)}${sparkle(40, 40, 8)}${frame}`,
    rad('bg', '#1c8a5b', '#05281a') +
      `<pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="3" height="6" fill="#000" fill-opacity=".12"/></pattern>`,
  ),
};
for (const [name, body] of Object.entries(tiles)) await webp(`img/games/${name}.webp`, body, 240);

// ---- Banners (16:7) -------------------------------------------------------------------------------
// The web draws each banner's headline, offer and button over its left side (home.banners.* in en-US.json), so
// the art keeps the left 55 % quiet and dark and puts its scene on the right. Filipino themes: the parol
// (Christmas star lantern — "bituin" is star), the perya with its banderitas, a saranggola over the rice
// terraces, Bohol's Chocolate Hills.
const banner = (defs, body) =>
  svg(
    448,
    196,
    `<rect width="448" height="196" fill="url(#bg)"/>${body}<rect width="448" height="196" fill="url(#shade)"/>`,
    `${defs}<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#070c22" stop-opacity=".55"/><stop offset=".5" stop-color="#070c22" stop-opacity="0"/></linearGradient>`,
  );
const rays = (cx, cy, n, r, color, opacity = 0.18) =>
  Array.from({ length: n }, (_, i) => {
    const a = (Math.PI * 2 * i) / n;
    const b = a + Math.PI / n;
    return `<path d="M${cx} ${cy}L${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}L${(cx + r * Math.cos(b)).toFixed(1)} ${(cy + r * Math.sin(b)).toFixed(1)}z" fill="${color}" fill-opacity="${opacity}"/>`;
  }).join('');
/** A parol: a five-point star lantern with a ring, tassels and a glow. */
const parol = (x, y, r, body = '#f5c542', trim = '#ef233c') =>
  `<g><circle cx="${x}" cy="${y}" r="${r * 1.5}" fill="url(#glow)"/>${star(x, y, r, body)}${star(x, y, r * 0.55, trim)}<circle cx="${x}" cy="${y}" r="${r * 1.08}" fill="none" stroke="${body}" stroke-width="${r * 0.08}"/>${[
    -0.35, 0, 0.35,
  ]
    .map(
      (d, i) =>
        `<path d="M${x + d * r} ${y + r * 0.55}q${d * 8} ${r * 0.6} ${d * 4} ${r * (1.05 + (i % 2) * 0.2)}" stroke="${i % 2 ? trim : body}" stroke-width="${r * 0.07}" fill="none" stroke-linecap="round"/>`,
    )
    .join('')}</g>`;
/** A string of banderitas (fiesta bunting) from (x1,y1) to (x2,y2), sagging in the middle. */
const banderitas = (x1, y1, x2, y2, n, colors) => {
  const pts = Array.from({ length: n }, (_, i) => {
    const t = (i + 0.5) / n;
    return [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t + Math.sin(Math.PI * t) * 16];
  });
  return `<path d="M${x1} ${y1}Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + 32} ${x2} ${y2}" stroke="#fff7d6" stroke-opacity=".7" stroke-width="1.5" fill="none"/>${pts
    .map(
      ([px, py], i) =>
        `<path d="M${(px - 8).toFixed(1)} ${py.toFixed(1)}h16l-8 16z" fill="${colors[i % colors.length]}"/>`,
    )
    .join('')}`;
};
const kite = (x, y, s, rot) =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M0-34L22 0L0 40L-22 0z" fill="#ef233c"/><path d="M0-34L22 0L0 0z" fill="#f5c542"/><path d="M0 40L-22 0L0 0z" fill="#3a86ff"/><path d="M0-34V40M-22 0H22" stroke="#fff7d6" stroke-width="2"/><path d="M0 40q10 14 0 26t0 26" stroke="#fff7d6" stroke-width="2" fill="none"/>${[
    52, 66, 80,
  ]
    .map(
      (ty, i) =>
        `<path d="M0 ${ty}l${i % 2 ? 7 : -7} -4v8z" fill="${['#f5c542', '#2fe0b3', '#ef233c'][i]}"/>`,
    )
    .join('')}</g>`;
const glow = (a) =>
  `<radialGradient id="glow"><stop offset="0" stop-color="${a}" stop-opacity=".55"/><stop offset="1" stop-color="${a}" stop-opacity="0"/></radialGradient>`;
await webp(
  'img/banners/welcome-bonus.webp',
  banner(
    `${lin('bg', '#150d3f', '#6a1b9a', 1, 0.4)}${glow('#f5c542')}`,
    `${rays(352, 78, 18, 260, '#f5c542', 0.07)}${parol(352, 72, 44)}${coin(282, 152, 24)}${coin(326, 166, 18)}${coin(408, 156, 26)}${coin(380, 176, 14)}<g transform="translate(246 118)"><rect width="56" height="46" rx="6" fill="#ef233c"/><rect x="-4" y="-8" width="64" height="14" rx="4" fill="#d90429"/><rect x="22" y="-8" width="12" height="54" fill="#f5c542"/></g>${sparkle(268, 36)}${sparkle(428, 26, 8)}${sparkle(428, 112, 6)}${sparkle(300, 92, 5)}`,
  ),
  896,
);
await webp(
  'img/banner/welcome.webp',
  banner(
    `${lin('bg', '#0b1230', '#3c1a78', 1, 0.3)}${glow('#f5c542')}`,
    `${rays(356, 92, 22, 300, '#f5c542', 0.08)}${parol(356, 84, 54)}${star(270, 44, 8, '#fff7d6')}${star(430, 160, 6, '#fff7d6')}${sparkle(300, 156, 8)}${sparkle(424, 40, 7)}${coin(414, 170, 16)}${coin(296, 176, 12)}`,
  ),
  896,
);
await webp(
  'img/banners/color-game.webp',
  banner(
    `${lin('bg', '#2b0a4f', '#c9184a', 1, 0.6)}${glow('#ffd60a')}`,
    `${banderitas(236, 6, 448, 14, 10, ['#ffd60a', '#3a86ff', '#38b000', '#ef233c', '#ffffff', '#ff7ae0'])}<circle cx="350" cy="126" r="70" fill="url(#glow)"/><g opacity=".35"><circle cx="404" cy="118" r="46" fill="none" stroke="#fff7d6" stroke-width="3"/>${Array.from(
      { length: 8 },
      (_, i) =>
        `<path d="M404 118l${(46 * Math.cos((i * Math.PI) / 4)).toFixed(1)} ${(46 * Math.sin((i * Math.PI) / 4)).toFixed(1)}" stroke="#fff7d6" stroke-width="2"/>`,
    ).join(
      '',
    )}<path d="M404 118l-22 78M404 118l22 78" stroke="#fff7d6" stroke-width="4"/></g>${die(268, 74, 58, '#ffd60a', 1)}${die(322, 104, 64, '#3a86ff', 3)}${die(386, 70, 54, '#38b000', 2)}${sparkle(300, 58, 7)}${sparkle(436, 170, 8)}`,
  ),
  896,
);
await webp(
  'img/banners/crash.webp',
  banner(
    `${lin('bg', '#0b1f3a', '#f48c06', 0.2, 1)}${glow('#ffd166')}`,
    `<circle cx="372" cy="150" r="44" fill="#ffd166" fill-opacity=".9"/><circle cx="372" cy="150" r="90" fill="url(#glow)"/><path d="M0 196V166q56-10 112 0t112-2t112 0t112 2V196z" fill="#2d6a4f"/><path d="M0 196v-16q56-10 112-2t112 0t112-4t112 2V196z" fill="#1b4332"/>${[
      0, 1, 2, 3,
    ]
      .map(
        (i) =>
          `<path d="M0 ${172 + i * 6}q112 -8 224 -2t224 -4" stroke="#95d5b2" stroke-opacity=".45" stroke-width="1.5" fill="none"/>`,
      )
      .join(
        '',
      )}<path d="M250 182Q320 172 356 120T404 46" stroke="#2fe0b3" stroke-width="4" stroke-dasharray="2 7" stroke-linecap="round" fill="none"/>${kite(404, 44, 0.85, 18)}${sparkle(300, 40, 7)}${sparkle(436, 104, 6)}`,
  ),
  896,
);
await webp(
  'img/banners/responsible-gaming.webp',
  banner(
    `${lin('bg', '#081c15', '#2d6a4f', 0.3, 1)}${glow('#b7e4c7')}`,
    `<circle cx="392" cy="58" r="26" fill="#ffe8a3"/><circle cx="392" cy="58" r="60" fill="url(#glow)"/>${[
      [262, 196, 46],
      [318, 196, 58],
      [382, 196, 50],
      [436, 196, 40],
    ]
      .map(
        ([cx, cy, r]) =>
          `<path d="M${cx - r} ${cy}Q${cx - r * 0.55} ${cy - r * 1.25} ${cx} ${cy - r * 1.2}T${cx + r} ${cy}z" fill="#7f5539"/><path d="M${cx - r * 0.45} ${cy - r * 0.75}Q${cx} ${cy - r * 1.25} ${cx + r * 0.45} ${cy - r * 0.75}" stroke="#b08968" stroke-width="3" fill="none" stroke-linecap="round"/>`,
      )
      .join(
        '',
      )}<path d="M0 196q110-22 220-10t228-6V196z" fill="#40916c"/><g transform="translate(318 58)"><path d="M0-30l26 10v18c0 18-12 28-26 32-14-4-26-14-26-32v-18z" fill="#f5c542"/><path d="M-10 0l7 7 14-15" stroke="#1b4332" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`,
  ),
  896,
);

// ---- Payment channels and banks ----------------------------------------------------------------
const badge = (bg, fg, text, size = 22) =>
  svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="${bg}"/><text x="32" y="${32 + size * 0.36}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${fg}">${text}</text>`,
  );
out(
  'img/pay/gcash.svg',
  svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="#0a5bd3"/><circle cx="32" cy="32" r="18" fill="none" stroke="#fff" stroke-width="6"/><path d="M32 32h14" stroke="#fff" stroke-width="6"/><path d="M32 14a18 18 0 0 1 16 10" stroke="#0a5bd3" stroke-width="8"/>`,
  ),
);
out(
  'img/pay/maya.svg',
  svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="#0f0f0f"/><path d="M14 44V22l10 14l8-14l8 14l10-14v22" stroke="#00d26a" stroke-width="6" fill="none" stroke-linejoin="round"/>`,
  ),
);
out(
  'img/pay/qrph.svg',
  svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="#fff"/>${[
      [10, 10],
      [38, 10],
      [10, 38],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="16" height="16" fill="none" stroke="#0038a8" stroke-width="4"/><rect x="${x + 5}" y="${y + 5}" width="6" height="6" fill="#ce1126"/>`,
      )
      .join(
        '',
      )}<rect x="40" y="40" width="6" height="6" fill="#0038a8"/><rect x="48" y="48" width="6" height="6" fill="#0038a8"/><rect x="48" y="40" width="6" height="6" fill="#fcd116"/>`,
  ),
);
out(
  'img/pay/grabpay.svg',
  svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="#00b14f"/><path d="M20 38q0-16 16-16h10M20 38q0 8 8 8h10v-12h-8" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  ),
);
out(
  'img/pay/bank.svg',
  svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="#1d2859"/><path d="M12 26L32 14L52 26z" fill="#f5c542"/><path d="M17 30v14M27 30v14M37 30v14M47 30v14" stroke="#f5c542" stroke-width="5"/><rect x="12" y="46" width="40" height="5" fill="#f5c542"/>`,
  ),
);
const banks = {
  bdo: ['#003d7c', '#ffd200', 'BDO'],
  bpi: ['#a6192e', '#fff', 'BPI'],
  chinabank: ['#c8102e', '#fff', 'CBC'],
  eastwest: ['#5b2c83', '#fff', 'EW'],
  gcash: ['#0a5bd3', '#fff', 'G'],
  grabpay: ['#00b14f', '#fff', 'GP'],
  landbank: ['#00843d', '#ffd200', 'LBP'],
  maya: ['#0f0f0f', '#00d26a', 'M'],
  metrobank: ['#0033a0', '#fff', 'MB'],
  pnb: ['#1a3a7a', '#fff', 'PNB'],
  rcbc: ['#0a3d91', '#fff', 'RCBC'],
  securitybank: ['#00a19a', '#fff', 'SB'],
  unionbank: ['#ff8200', '#fff', 'UB'],
};
for (const [name, [bg, fg, text]] of Object.entries(banks))
  out(`img/bank/${name}.svg`, badge(bg, fg, text, text.length > 3 ? 16 : 22));

// ---- Game type icons, brands -------------------------------------------------------------------
const icon = (d, extra = '') =>
  svg(
    24,
    24,
    `<path d="${d}" fill="none" stroke="#f5c542" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>${extra}`,
  );
const types = {
  all: icon('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z'),
  slots: icon('M3 6h18v12H3zM9 6v12M15 6v12M5 11h2M11 11h2M17 11h2'),
  perya: icon(
    'M5 5h14v14H5z',
    '<circle cx="9" cy="9" r="1.5" fill="#f5c542"/><circle cx="15" cy="15" r="1.5" fill="#f5c542"/><circle cx="12" cy="12" r="1.5" fill="#f5c542"/>',
  ),
  crash: icon('M3 20Q12 18 20 4M15 4h5v5'),
  mines: icon('M12 8a6 6 0 1 0 0 12a6 6 0 0 0 0-12zM15 7l3-3M17 4h2v2'),
  table: icon('M5 4h9v14H5zM10 6h9v14h-9z'),
  fishing: icon('M3 12q7-7 14 0q-7 7-14 0zM17 12l4-4v8z'),
  bingo: icon(
    'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM12 7.5a4.5 4.5 0 1 0 0 9a4.5 4.5 0 0 0 0-9z',
    '<path d="M11 10.5l1.5-1v5" fill="none" stroke="#f5c542" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>',
  ),
};
// Tab icons, logo and footer badges are on the first screen of every page: WebP for the same reason as the
// tiles (an SVG <img> is its own document, loaded and painted on the main thread). 3× their CSS size, so
// they stay sharp on 3× phones.
for (const [name, body] of Object.entries(types)) await webp(`img/types/${name}.webp`, body, 60);
out(
  'img/brands/pinoy-originals.svg',
  svg(
    120,
    40,
    `<rect width="120" height="40" rx="8" fill="#1d2859"/>${star(20, 20, 12, '#f5c542')}<text x="36" y="26" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#fff">Pinoy Originals</text>`,
  ),
);
out(
  'img/brands/isla-gaming.svg',
  svg(
    120,
    40,
    `<rect width="120" height="40" rx="8" fill="#023e8a"/><path d="M8 28q12-16 24 0z" fill="#2fe0b3"/><text x="38" y="26" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#fff">Isla Gaming</text>`,
  ),
);
out(
  'img/brand/house.svg',
  svg(
    120,
    40,
    `<rect width="120" height="40" rx="8" fill="#1d2859"/>${star(20, 20, 12, '#f5c542')}<text x="36" y="26" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#fff">House</text>`,
  ),
);

// ---- Brand, badges, UI art, rewards ------------------------------------------------------------
const logo = svg(
  132,
  32,
  `${star(16, 16, 14, '#f5c542')}<text x="34" y="23" font-family="Georgia, 'Times New Roman', serif" font-size="20" font-weight="700" fill="#f5c542" textLength="58" lengthAdjust="spacingAndGlyphs">Bituin</text><text x="96" y="23" font-family="Arial, sans-serif" font-size="10" font-weight="700" fill="#f4f6ff" textLength="34" lengthAdjust="spacingAndGlyphs">CASINO</text>`,
);
await webp('img/logo.webp', logo, 396);
const appIcon = (pad) =>
  svg(
    512,
    512,
    `<rect width="512" height="512" fill="url(#bg)"/>${star(256, 256, 190 - pad, '#f5c542')}<circle cx="256" cy="256" r="${70 - pad / 3}" fill="#0b1230" fill-opacity=".25"/>`,
    lin('bg', '#1d2859', '#0b1230'),
  );
out(
  'favicon.svg',
  svg(64, 64, `<rect width="64" height="64" rx="14" fill="#0b1230"/>${star(32, 33, 24, '#f5c542')}`),
);
await webp(
  'img/badges/pagcor.webp',
  svg(
    88,
    32,
    `<rect width="88" height="32" rx="6" fill="#f4f6ff"/><circle cx="16" cy="16" r="10" fill="#0038a8"/><path d="M16 8l2.4 5h5.2l-4.2 3.2l1.6 5.2L16 18.2l-5 3.2l1.6-5.2L8.4 13h5.2z" fill="#fcd116"/><text x="30" y="21" font-family="Arial, sans-serif" font-size="12" font-weight="700" fill="#0038a8" textLength="50" lengthAdjust="spacingAndGlyphs">PAGCOR</text>`,
  ),
  264,
);
await webp(
  'img/badges/21.webp',
  svg(
    32,
    32,
    `<circle cx="16" cy="16" r="14.5" fill="#0b1230" stroke="#ff7a7a" stroke-width="3"/><text x="16" y="21" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" font-weight="700" fill="#fff" textLength="18" lengthAdjust="spacingAndGlyphs">21+</text>`,
  ),
  96,
);
await webp(
  'img/badges/rg.webp',
  svg(
    88,
    32,
    `<rect width="88" height="32" rx="6" fill="#2d6a4f"/><path d="M10 16l5 5l9-10" stroke="#fff" stroke-width="3" fill="none"/><text x="30" y="14" font-family="Arial, sans-serif" font-size="8.5" font-weight="700" fill="#fff" textLength="52" lengthAdjust="spacingAndGlyphs">RESPONSIBLE</text><text x="30" y="25" font-family="Arial, sans-serif" font-size="8.5" font-weight="700" fill="#fff" textLength="36" lengthAdjust="spacingAndGlyphs">GAMING</text>`,
  ),
  264,
);
const ui = {
  gift: svg(
    120,
    120,
    `<circle cx="60" cy="60" r="56" fill="#1d2859"/><rect x="28" y="52" width="64" height="44" rx="6" fill="#ef233c"/><rect x="24" y="40" width="72" height="16" rx="4" fill="#ff4d6d"/><rect x="54" y="40" width="12" height="56" fill="#f5c542"/><path d="M60 40q-20-24-26-6q6 8 26 6q20-24 26-6q-6 8-26 6" fill="#f5c542"/>${sparkle(98, 28, 7)}`,
  ),
  chest: svg(
    120,
    120,
    `<circle cx="60" cy="60" r="56" fill="#1d2859"/><rect x="24" y="56" width="72" height="40" rx="6" fill="#8b4513"/><path d="M24 60q36-40 72 0z" fill="#a0522d"/><rect x="24" y="58" width="72" height="6" fill="#f5c542"/><rect x="54" y="62" width="12" height="14" rx="2" fill="#f5c542"/>${coin(46, 50, 8)}${coin(72, 46, 9)}${sparkle(96, 30, 7)}`,
  ),
  star: svg(
    120,
    120,
    `<circle cx="60" cy="60" r="56" fill="#1d2859"/>${star(60, 62, 40, '#f5c542')}${sparkle(96, 26, 7)}`,
  ),
  wheel: svg(
    120,
    120,
    `<circle cx="60" cy="60" r="56" fill="#1d2859"/>${[
      '#ef233c',
      '#f5c542',
      '#3a86ff',
      '#38b000',
      '#ff70a6',
      '#fb8500',
    ]
      .map((c, i) => {
        const a1 = (i * Math.PI) / 3;
        const a2 = ((i + 1) * Math.PI) / 3;
        return `<path d="M60 60L${(60 + 44 * Math.cos(a1)).toFixed(1)} ${(60 + 44 * Math.sin(a1)).toFixed(1)}A44 44 0 0 1 ${(60 + 44 * Math.cos(a2)).toFixed(1)} ${(60 + 44 * Math.sin(a2)).toFixed(1)}z" fill="${c}"/>`;
      })
      .join('')}<circle cx="60" cy="60" r="10" fill="#fff"/><path d="M60 8l8 14h-16z" fill="#fff"/>`,
  ),
  phone: svg(
    160,
    160,
    `<circle cx="80" cy="80" r="76" fill="#1d2859"/><rect x="50" y="22" width="60" height="116" rx="12" fill="#0b1230" stroke="#f5c542" stroke-width="4"/><rect x="58" y="36" width="44" height="84" rx="4" fill="#2b3872"/>${star(80, 78, 18, '#f5c542')}<path d="M118 100v30m-10-10l10 10l10-10" stroke="#2fe0b3" stroke-width="5" fill="none"/>`,
  ),
  support: svg(
    160,
    160,
    `<circle cx="80" cy="80" r="76" fill="#1d2859"/><path d="M40 86v-10a40 40 0 0 1 80 0v10" stroke="#f5c542" stroke-width="8" fill="none"/><rect x="30" y="80" width="20" height="32" rx="8" fill="#f5c542"/><rect x="110" y="80" width="20" height="32" rx="8" fill="#f5c542"/><path d="M120 112q0 16-30 18" stroke="#f5c542" stroke-width="5" fill="none"/><circle cx="86" cy="130" r="6" fill="#2fe0b3"/>`,
  ),
  maintenance: svg(
    200,
    150,
    `<rect width="200" height="150" rx="16" fill="#1d2859"/><circle cx="80" cy="75" r="34" fill="none" stroke="#f5c542" stroke-width="14" stroke-dasharray="14 10"/><circle cx="80" cy="75" r="12" fill="#f5c542"/><path d="M120 110l36-36m-8-14a14 14 0 1 0 20 20z" stroke="#2fe0b3" stroke-width="10" stroke-linecap="round" fill="none"/>`,
  ),
  lost: svg(
    160,
    120,
    `<rect width="160" height="120" rx="16" fill="#1d2859"/><path d="M40 90h80" stroke="#2b3872" stroke-width="6"/>${die(48, 30, 40, '#ef233c', 3)}${die(84, 40, 32, '#ffd60a', 2)}${sparkle(130, 24, 8)}`,
  ),
};
for (const [name, body] of Object.entries(ui)) out(`img/ui/${name}.svg`, body);
// Sign-in provider marks for the social buttons (drawn small, in each provider's colours).
const social = {
  google: svg(
    24,
    24,
    `<path d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z" fill="#4285f4"/><path d="M12 22c2.7 0 5-.9 6.6-2.5l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z" fill="#34a853"/><path d="M6.4 13.9a6 6 0 0 1 0-3.8V7.5H3.1a10 10 0 0 0 0 9z" fill="#fbbc05"/><path d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z" fill="#ea4335"/>`,
  ),
  facebook: svg(
    24,
    24,
    `<circle cx="12" cy="12" r="11" fill="#1877f2"/><path d="M13.3 22v-7.3h2.4l.4-2.9h-2.8V10c0-.8.3-1.4 1.5-1.4h1.4V6.1a19 19 0 0 0-2.1-.1c-2.1 0-3.6 1.3-3.6 3.7v2.1H8.2v2.9h2.3V22z" fill="#fff"/>`,
  ),
  line: svg(
    24,
    24,
    `<rect width="24" height="24" rx="6" fill="#06c755"/><path d="M12 4.8c-4.4 0-8 2.9-8 6.4 0 3.2 2.8 5.8 6.6 6.3.3.1.6.2.7.4l.1 1-.1.6c0 .2-.2.7.6.4s4.3-2.5 5.9-4.4c1.1-1.2 1.6-2.5 1.6-3.9 0-3.5-3.6-6.4-8-6.4z" fill="#fff"/><path d="M8 9.4v3.6h2M11 9.4v3.6M12.6 13V9.4l2.4 3.6V9.4M18 9.4h-2v3.6h2M16 11.2h2" fill="none" stroke="#06c755" stroke-width=".9" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
};
for (const [name, body] of Object.entries(social)) out(`img/social/${name}.svg`, body);
const reward = (inner) => svg(64, 64, `<circle cx="32" cy="32" r="30" fill="#1d2859"/>${inner}`);
const coupon = (c) =>
  reward(
    `<path d="M10 22h44v6a4 4 0 0 0 0 8v6H10v-6a4 4 0 0 0 0-8z" fill="${c}"/><path d="M24 36l16-8" stroke="#fff" stroke-width="3"/><circle cx="25" cy="27" r="2.5" fill="#fff"/><circle cx="39" cy="37" r="2.5" fill="#fff"/>`,
  );
const rewards = {
  coin: reward(coin(32, 32, 20)),
  points: reward(star(32, 33, 20, '#2fe0b3')),
  liveness: reward(`<path d="M34 10L18 36h12l-4 18l18-28H32z" fill="#ffd60a"/>`),
  diamond: reward(
    `<path d="M16 24l8-10h16l8 10l-16 26z" fill="#7ad7f0"/><path d="M16 24h32M24 14l8 36l8-36" stroke="#fff" stroke-opacity=".6" fill="none"/>`,
  ),
  generalCoupon: coupon('#ef233c'),
  fixedCoupon: coupon('#fb8500'),
  giveCoupon: coupon('#38b000'),
  lottery: reward(
    `<rect x="12" y="18" width="40" height="28" rx="4" fill="#ff70a6"/><path d="M40 18v28" stroke="#fff" stroke-dasharray="3 3"/>${star(26, 32, 8, '#fff')}`,
  ),
  newYear: reward(
    `<rect x="18" y="14" width="28" height="38" rx="4" fill="#ef233c"/><circle cx="32" cy="33" r="8" fill="#f5c542"/>`,
  ),
  jackpot: reward(`${coin(24, 38, 12)}${coin(40, 38, 12)}${coin(32, 24, 12)}`),
  unknown: reward(
    `<rect x="16" y="26" width="32" height="24" rx="3" fill="#ef233c"/><rect x="14" y="20" width="36" height="8" rx="2" fill="#ff4d6d"/><rect x="29" y="20" width="6" height="30" fill="#f5c542"/>`,
  ),
};
for (const [name, body] of Object.entries(rewards)) out(`img/reward/${name}.svg`, body);

// ---- Avatars (WebP) and install icons (PNG) ---------------------------------------------------
const avatarColors = [
  ['#f5c542', '#8a5a00'],
  ['#ef233c', '#5c0a14'],
  ['#3a86ff', '#0b2a66'],
  ['#38b000', '#124d00'],
  ['#ff70a6', '#6e1a3f'],
  ['#2fe0b3', '#05483a'],
  ['#8338ec', '#2a0a5e'],
  ['#fb8500', '#5e2f00'],
  ['#7ad7f0', '#0c4a5e'],
  ['#e5e5e5', '#3d405b'],
];
const faces = [
  (c) =>
    `<circle cx="64" cy="70" r="34" fill="${c}"/><circle cx="52" cy="66" r="5" fill="#0b1230"/><circle cx="76" cy="66" r="5" fill="#0b1230"/><path d="M52 82q12 10 24 0" stroke="#0b1230" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  (c) =>
    `<circle cx="64" cy="72" r="32" fill="${c}"/><path d="M38 50l8-22l14 16zM90 50l-8-22l-14 16z" fill="${c}"/><circle cx="52" cy="68" r="5" fill="#0b1230"/><circle cx="76" cy="68" r="5" fill="#0b1230"/><path d="M60 80l4 4l4-4" stroke="#0b1230" stroke-width="3" fill="none"/>`,
  (c) =>
    `<rect x="32" y="38" width="64" height="64" rx="18" fill="${c}"/><rect x="46" y="60" width="12" height="10" rx="3" fill="#0b1230"/><rect x="70" y="60" width="12" height="10" rx="3" fill="#0b1230"/><path d="M54 84h20" stroke="#0b1230" stroke-width="4" stroke-linecap="round"/><path d="M64 38V26" stroke="${c}" stroke-width="4"/><circle cx="64" cy="24" r="5" fill="${c}"/>`,
  (c) =>
    `<circle cx="64" cy="72" r="32" fill="${c}"/><circle cx="40" cy="46" r="12" fill="${c}"/><circle cx="88" cy="46" r="12" fill="${c}"/><circle cx="52" cy="68" r="5" fill="#0b1230"/><circle cx="76" cy="68" r="5" fill="#0b1230"/><ellipse cx="64" cy="84" rx="10" ry="7" fill="#0b1230" fill-opacity=".3"/>`,
];
for (let i = 0; i < 10; i++) {
  const [fg, bg] = avatarColors[i];
  const body = svg(
    128,
    128,
    `<rect width="128" height="128" fill="${bg}"/><circle cx="64" cy="64" r="60" fill="#fff" fill-opacity=".06"/>${faces[i % faces.length](fg)}`,
  );
  out(`avatar/${i + 1}.webp`, await sharp(Buffer.from(body)).webp({ quality: 82 }).toBuffer());
}
out('icons/icon.svg', appIcon(0));
const png = async (path, size, pad) =>
  wanted(path) &&
  out(
    path,
    await sharp(Buffer.from(appIcon(pad)))
      .resize(size, size)
      .png()
      .toBuffer(),
  );
await png('icons/icon-192.png', 192, 0);
await png('icons/icon-512.png', 512, 0);
// maskable: the star inside the 80 % safe zone
await png('icons/maskable-512.png', 512, 60);
await png('icons/apple-touch-icon.png', 180, 20);
console.log('images written to', root);
