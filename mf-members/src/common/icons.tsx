/** Inline icons of the remote (profile view, like buttons), drawn with currentColor (no emoji font needed). */
const base = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
} as const;

export const GiftIcon = ({ size = 18 }: { size?: number }) => (
  <svg {...base} width={size} height={size} className="me-1 align-text-bottom">
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v8h14v-8M12 8v13M12 8S10.5 3 8 4s.5 4 4 4Zm0 0s1.5-5 4-4-.5 4-4 4Z" />
  </svg>
);

export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg {...base} width={18} height={18} fill={filled ? 'currentColor' : 'none'} className="me-1 align-text-bottom">
    <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9Z" />
  </svg>
);

export const LockIcon = ({ size = 40 }: { size?: number }) => (
  <svg {...base} width={size} height={size}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);
