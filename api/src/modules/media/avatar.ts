import { createRandom, type Random } from './seeded-random';

export interface AvatarOptions {
  /** Any number: the same seed draws the same avatar. */
  seed: number;
  gender: 'male' | 'female';
  hairColour: string | null;
  eyeColour: string | null;
}

const HAIR: Record<string, string> = {
  blonde: '#e3c17f',
  brown: '#6b4429',
  black: '#2a2220',
  red: '#b8512e',
  auburn: '#8c3f22',
  grey: '#b8b4ae',
  bald: '#6b4429',
};
const EYES: Record<string, string> = {
  blue: '#3d7fc1',
  green: '#4d8f52',
  brown: '#5b3a22',
  grey: '#7b8a97',
  hazel: '#8d6a36',
};
const SKIN = ['#f6d7c3', '#efc3a4', '#e0ac87', '#c98e67', '#a86f4c', '#7d4f35'];
const BACKGROUNDS: Array<[string, string]> = [
  ['#fde2e4', '#f8b7c8'],
  ['#fff1e6', '#f9c6a8'],
  ['#e8e1f7', '#c3b4ea'],
  ['#dff4f1', '#a9dcd3'],
  ['#e2eefb', '#a9c9ee'],
  ['#fbeed7', '#f2cf8f'],
  ['#f3e3f1', '#dba6d3'],
  ['#e6f2df', '#b7d9a4'],
];
const CLOTHES = [
  '#c2185b',
  '#5c6bc0',
  '#00897b',
  '#6d4c41',
  '#37474f',
  '#8e24aa',
  '#ef6c00',
  '#2e7d32',
  '#ad1457',
  '#455a64',
];

/** A colour darker by a factor (0..1). */
function shade(hex: string, factor: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * (1 - factor));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

function background(random: Random): string {
  const [from, to] = random.pick(BACKGROUNDS);
  const angle = random.int(0, 1);
  const bubbles = Array.from({ length: random.int(3, 6) }, () => {
    const r = random.int(30, 110);
    return `<circle cx="${random.int(0, 600)}" cy="${random.int(0, 420)}" r="${r}" fill="#fff" fill-opacity="${(random.int(8, 22) / 100).toFixed(2)}"/>`;
  }).join('');
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${angle}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".38" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>${bubbles}<rect width="600" height="600" fill="url(#glow)"/>`
  );
}

function hairBack(random: Random, gender: string, colour: string, style: number): string {
  if (gender !== 'female') return '';
  if (style === 0)
    return `<path d="M178 250c-10-120 60-185 122-185s132 65 122 185l18 235c-40 30-90 40-140 40s-100-10-140-40z" fill="${colour}"/>`;
  if (style === 1)
    return `<path d="M182 250c-8-115 58-180 118-180s126 65 118 180l8 110c-30 22-80 30-126 30s-96-8-126-30z" fill="${colour}"/>`;
  return `<circle cx="300" cy="${random.int(92, 104)}" r="58" fill="${colour}"/>`;
}

function hairFront(random: Random, gender: string, hair: string, colour: string, style: number): string {
  if (hair === 'bald')
    return `<path d="M208 210c10-70 50-105 92-105s82 35 92 105c-25-30-60-44-92-44s-67 14-92 44z" fill="${shade(colour, 0.1)}" fill-opacity=".18"/>`;
  if (gender === 'female') {
    const flip = random.next() < 0.5 ? ' transform="matrix(-1 0 0 1 600 0)"' : '';
    return `<path d="M198 240c-2-90 45-145 102-145s104 55 102 145c-20-48-50-76-84-84-40 40-80 64-120 84z" fill="${colour}"${flip}/>`;
  }
  if (style === 0)
    return `<path d="M202 230c-6-85 40-135 98-135s104 50 98 135c-12-38-40-62-98-68-58 6-86 30-98 68z" fill="${colour}"/>`;
  if (style === 1)
    return `<path d="M204 232c-8-90 42-140 100-136 62 4 100 52 92 136-18-40-50-60-120-60-30 0-56 18-72 60z" fill="${colour}"/>`;
  const curls = Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="${214 + i * 21.5}" cy="${150 - Math.sin((i / 8) * Math.PI) * 40}" r="${random.int(26, 32)}" fill="${colour}"/>`,
  ).join('');
  return `<path d="M206 230c-4-60 30-110 94-110s98 50 94 110c-20-35-50-52-94-52s-74 17-94 52z" fill="${colour}"/>${curls}`;
}

function face(random: Random, options: AvatarOptions, skin: string, hairColour: string): string {
  const eye = EYES[options.eyeColour ?? ''] ?? EYES.brown!;
  const brow = shade(hairColour === HAIR.grey ? '#8a857f' : hairColour, 0.25);
  const eyeY = random.int(262, 272);
  const gap = random.int(46, 54);
  const eyes = [300 - gap, 300 + gap]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="${eyeY}" rx="17" ry="12" fill="#fff"/><circle cx="${x}" cy="${eyeY + 1}" r="9" fill="${eye}"/><circle cx="${x}" cy="${eyeY + 1}" r="4.5" fill="#1d1b1a"/><circle cx="${x + 3}" cy="${eyeY - 2}" r="2.5" fill="#fff"/>` +
        `<path d="M${x - 24} ${eyeY - 26 + random.int(-3, 3)}q24 -14 48 0" stroke="${brow}" stroke-width="${options.gender === 'male' ? 8 : 6}" stroke-linecap="round" fill="none"/>`,
    )
    .join('');
  const lips = options.gender === 'female' ? '#c8566b' : shade(skin, 0.35);
  const smile = random.int(8, 18);
  const mouth = `<path d="M272 352q28 ${smile} 56 0" stroke="${lips}" stroke-width="${options.gender === 'female' ? 9 : 7}" stroke-linecap="round" fill="none"/>`;
  const nose = `<path d="M300 285q-8 30 -2 44q6 4 14 0" stroke="${shade(skin, 0.2)}" stroke-width="5" stroke-linecap="round" fill="none"/>`;
  const blush =
    options.gender === 'female' || random.next() < 0.3
      ? `<circle cx="${300 - gap - 8}" cy="318" r="22" fill="#f28b9b" fill-opacity=".25"/><circle cx="${300 + gap + 8}" cy="318" r="22" fill="#f28b9b" fill-opacity=".25"/>`
      : '';
  const beard =
    options.gender === 'male' && random.next() < 0.35
      ? `<path d="M222 310c8 70 40 100 78 100s70-30 78-100c-18 30-40 38-78 38s-60-8-78-38z" fill="${hairColour}" fill-opacity="${random.next() < 0.5 ? '.9' : '.35'}"/>`
      : '';
  const glasses =
    random.next() < 0.2
      ? `<g fill="none" stroke="#3a3a3a" stroke-width="6"><circle cx="${300 - gap}" cy="${eyeY}" r="30"/><circle cx="${300 + gap}" cy="${eyeY}" r="30"/><path d="M${300 - gap + 30} ${eyeY}h${2 * gap - 60}"/></g>`
      : '';
  return blush + eyes + nose + beard + mouth + glasses;
}

/**
 * An avatar illustration drawn from a seed: a soft gradient background, shoulders in a coloured top
 * and a friendly stylised face with the member's hair and eye colours. No text, no photo.
 */
export function avatarSvg(options: AvatarOptions): string {
  const random = createRandom(options.seed);
  const skin = random.pick(SKIN);
  const hairColour = HAIR[options.hairColour ?? ''] ?? HAIR.brown!;
  const style = random.int(0, 2);
  const clothes = random.pick(CLOTHES);
  const tilt = random.int(-5, 5);
  const earrings =
    options.gender === 'female' && random.next() < 0.5
      ? `<circle cx="212" cy="318" r="7" fill="#f4c542"/><circle cx="388" cy="318" r="7" fill="#f4c542"/>`
      : '';
  const neckline =
    options.gender === 'female'
      ? `<path d="M250 470q50 40 100 0" fill="${skin}"/>`
      : `<path d="M262 468l38 40 38-40" fill="${shade(clothes, 0.25)}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    background(random) +
    `<g transform="rotate(${tilt} 300 420)">` +
    hairBack(random, options.gender, hairColour, style) +
    `<path d="M90 600c10-110 90-150 210-150s200 40 210 150z" fill="${clothes}"/>` +
    neckline +
    `<path d="M262 380h76v90c-20 14-56 14-76 0z" fill="${shade(skin, 0.08)}"/>` +
    `<ellipse cx="208" cy="290" rx="20" ry="30" fill="${shade(skin, 0.05)}"/><ellipse cx="392" cy="290" rx="20" ry="30" fill="${shade(skin, 0.05)}"/>` +
    `<ellipse cx="300" cy="278" rx="${options.gender === 'male' ? 98 : 94}" ry="122" fill="${skin}"/>` +
    earrings +
    face(random, options, skin, hairColour) +
    hairFront(random, options.gender, options.hairColour ?? 'brown', hairColour, style) +
    `</g></svg>`
  );
}
