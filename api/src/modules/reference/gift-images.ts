/** Small hand-drawn SVG images of the gift catalogue (64 × 64), served at `/media/gifts/<key>.svg`. */

const HEART = 'M32 56C12 42 4 32 4 21 4 12 11 6 19 6c6 0 10 3 13 8 3-5 7-8 13-8 8 0 15 6 15 15 0 11-8 21-28 35z';

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function radial(id: string, from: string, to: string): string {
  return `<radialGradient id="${id}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`;
}

export const GIFT_IMAGES: Record<string, string> = {
  rose: svg(
    radial('p', '#ff6b8a', '#c2185b'),
    '<path d="M32 30c1 10-1 20 0 30" stroke="#2e7d32" stroke-width="3" fill="none" stroke-linecap="round"/>' +
      '<path d="M32 46c-8-1-12-6-13-11 7 0 11 4 13 11z" fill="#43a047"/><path d="M32 40c7-1 11-5 12-10-6 0-10 4-12 10z" fill="#66bb6a"/>' +
      '<path d="M18 18c0-9 8-14 14-14s14 5 14 14c0 9-6 15-14 15s-14-6-14-15z" fill="url(#p)"/>' +
      '<path d="M24 16c3-5 13-5 16 0-4 6-12 6-16 0z" fill="#e91e63"/><path d="M28 14c2-3 6-3 8 0-2 3-6 3-8 0z" fill="#ad1457"/>',
  ),
  coffee: svg(
    linear('c', '#ffffff', '#e9dcd3'),
    '<ellipse cx="32" cy="54" rx="24" ry="5" fill="#bcaaa4"/><path d="M14 28h32v12c0 8-7 14-16 14s-16-6-16-14z" fill="url(#c)" stroke="#8d6e63" stroke-width="2"/>' +
      '<path d="M46 32h4c4 0 6 3 6 6s-3 6-7 6h-4" fill="none" stroke="#8d6e63" stroke-width="3"/><ellipse cx="30" cy="29" rx="15" ry="3" fill="#6d4c41"/>' +
      '<path d="M24 22c-3-4 3-6 0-10M32 22c-3-4 3-6 0-10M40 22c-3-4 3-6 0-10" stroke="#bdbdbd" stroke-width="2" fill="none" stroke-linecap="round"/>',
  ),
  heart: svg(
    radial('h', '#ff8a9b', '#d81b60'),
    `<path d="${HEART}" fill="url(#h)"/><path d="M15 14c-4 2-6 6-5 10" stroke="#fff" stroke-opacity=".6" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  ),
  love_letter: svg(
    linear('l', '#fff8f0', '#f3e0d2'),
    '<rect x="6" y="16" width="52" height="36" rx="4" fill="url(#l)" stroke="#d7b9a5" stroke-width="2"/>' +
      '<path d="M7 18l25 19 25-19" fill="none" stroke="#d7b9a5" stroke-width="2"/>' +
      '<path d="M32 44c-6-4-9-7-9-11 0-3 2-5 5-5 2 0 3 1 4 3 1-2 2-3 4-3 3 0 5 2 5 5 0 4-3 7-9 11z" fill="#e53950"/>',
  ),
  kiss: svg(
    linear('k', '#ff4d6d', '#b5172f'),
    '<path d="M6 32c6-8 14-14 20-14 3 0 5 2 6 4 1-2 3-4 6-4 6 0 14 6 20 14-6 2-12 3-26 3S12 34 6 32z" fill="url(#k)"/>' +
      '<path d="M6 32c8 12 18 16 26 16s18-4 26-16c-8 3-16 4-26 4S14 35 6 32z" fill="#c9184a"/><path d="M20 40c4 2 8 2 10 2" stroke="#fff" stroke-opacity=".5" stroke-width="2" fill="none" stroke-linecap="round"/>',
  ),
  cupcake: svg(
    linear('w', '#f48fb1', '#c2185b'),
    '<path d="M14 36h36l-5 22H19z" fill="url(#w)"/><path d="M22 36l2 22M32 36v22M42 36l-2 22" stroke="#fff" stroke-opacity=".4" stroke-width="2"/>' +
      '<path d="M12 36c-2-8 6-12 10-12 0-8 8-12 14-10 6 1 10 6 8 12 6 0 10 5 8 10z" fill="#fff3e0" stroke="#f8bbd0" stroke-width="2"/>' +
      '<circle cx="33" cy="12" r="5" fill="#e53935"/><path d="M33 7c1-3 3-4 5-5" stroke="#6d4c41" stroke-width="2" fill="none"/>',
  ),
  chocolates: svg(
    radial('b', '#ef5350', '#b71c1c'),
    `<path d="${HEART}" fill="url(#b)"/><circle cx="22" cy="22" r="6" fill="#5d4037"/><circle cx="42" cy="22" r="6" fill="#6d4c41"/>` +
      '<circle cx="32" cy="34" r="6" fill="#4e342e"/><circle cx="22" cy="22" r="2" fill="#d7ccc8"/><circle cx="42" cy="22" r="2" fill="#ffe082"/><circle cx="32" cy="34" r="2" fill="#f8bbd0"/>',
  ),
  star: svg(
    radial('s', '#fff59d', '#f9a825'),
    '<path d="M32 4l8 18 20 2-15 13 5 20-18-11-18 11 5-20L4 24l20-2z" fill="url(#s)" stroke="#f57f17" stroke-width="2" stroke-linejoin="round"/>',
  ),
  cocktail: svg(
    linear('g', '#ff80ab', '#ff4081'),
    '<path d="M10 10h44L32 34z" fill="url(#g)" stroke="#ad1457" stroke-width="2" stroke-linejoin="round"/><path d="M32 34v20M22 56h20" stroke="#90a4ae" stroke-width="3" stroke-linecap="round"/>' +
      '<circle cx="42" cy="10" r="5" fill="#d50000"/><path d="M42 5l6-4" stroke="#2e7d32" stroke-width="2"/><path d="M12 12h40" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>',
  ),
  teddy_bear: svg(
    radial('t', '#d7a86e', '#8d5b2d'),
    '<circle cx="16" cy="14" r="7" fill="#8d5b2d"/><circle cx="48" cy="14" r="7" fill="#8d5b2d"/><circle cx="32" cy="48" r="14" fill="url(#t)"/>' +
      '<circle cx="32" cy="24" r="15" fill="url(#t)"/><ellipse cx="32" cy="29" rx="7" ry="5" fill="#f3d9b1"/><circle cx="26" cy="21" r="2" fill="#3e2723"/><circle cx="38" cy="21" r="2" fill="#3e2723"/>' +
      '<ellipse cx="32" cy="27" rx="2.5" ry="2" fill="#3e2723"/><path d="M32 44c-3-2-5-3-5-6 0-2 1-3 3-3 1 0 2 1 2 2 0-1 1-2 2-2 2 0 3 1 3 3 0 3-2 4-5 6z" fill="#e91e63"/>',
  ),
  bouquet: svg(
    linear('q', '#fce4ec', '#f8bbd0'),
    '<path d="M32 30v24M26 30l6 24M38 30l-6 24" stroke="#388e3c" stroke-width="2"/><path d="M18 34h28L36 60h-8z" fill="url(#q)" stroke="#ec407a" stroke-width="2" stroke-linejoin="round"/>' +
      '<circle cx="22" cy="22" r="8" fill="#ec407a"/><circle cx="42" cy="22" r="8" fill="#ab47bc"/><circle cx="32" cy="14" r="8" fill="#ff7043"/>' +
      '<circle cx="22" cy="22" r="3" fill="#fff59d"/><circle cx="42" cy="22" r="3" fill="#fff59d"/><circle cx="32" cy="14" r="3" fill="#fff59d"/>',
  ),
  champagne: svg(
    linear('v', '#43a047', '#1b5e20'),
    '<rect x="26" y="4" width="12" height="10" rx="2" fill="#fbc02d"/><path d="M27 14h10v8c6 4 7 8 7 14v20c0 3-2 4-4 4H24c-2 0-4-1-4-4V36c0-6 1-10 7-14z" fill="url(#v)"/>' +
      '<rect x="20" y="34" width="24" height="14" fill="#fff8e1"/><path d="M28 41h8" stroke="#c9a227" stroke-width="2"/><circle cx="50" cy="10" r="2" fill="#ffe082"/><circle cx="54" cy="18" r="1.5" fill="#ffe082"/><circle cx="48" cy="22" r="1.5" fill="#ffe082"/>',
  ),
  perfume: svg(
    linear('f', '#e1bee7', '#8e24aa'),
    '<rect x="28" y="8" width="8" height="8" fill="#bdbdbd"/><circle cx="22" cy="10" r="4" fill="#ec407a"/><path d="M26 10h2" stroke="#9e9e9e" stroke-width="2"/>' +
      '<rect x="14" y="16" width="36" height="42" rx="8" fill="url(#f)" stroke="#6a1b9a" stroke-width="2"/><path d="M20 24v26" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>' +
      '<path d="M32 44c-5-3-7-5-7-8 0-2 1-4 3-4 2 0 3 1 4 2 1-1 2-2 4-2 2 0 3 2 3 4 0 3-2 5-7 8z" fill="#fff" fill-opacity=".8"/>',
  ),
  diamond: svg(
    linear('d', '#e0f7fa', '#4dd0e1'),
    '<path d="M16 10h32l12 14-28 34L4 24z" fill="url(#d)" stroke="#00838f" stroke-width="2" stroke-linejoin="round"/>' +
      '<path d="M4 24h56M24 10l-4 14 12 34 12-34-4-14M20 24l12-14 12 14" fill="none" stroke="#00838f" stroke-width="1.5"/>' +
      '<path d="M14 16l4-4" stroke="#fff" stroke-width="2" stroke-linecap="round"/>',
  ),
};
