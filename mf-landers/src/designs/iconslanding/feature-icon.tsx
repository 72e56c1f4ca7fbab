export type FeatureIconName = 'free' | 'honest' | 'chat' | 'country' | 'safe';

/** The strokes of each feature's icon (24 × 24, drawn in the current colour). */
const PATHS: Record<FeatureIconName, string[]> = {
  free: ['M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M2 21v-1a7 7 0 0 1 14 0v1', 'M19 8v6M16 11h6'],
  honest: [
    'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M8 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
    'M14 10h5M14 14h4',
  ],
  chat: [
    'M21 11.5a8.5 8.5 0 0 1-12.4 7.6L3 20.5l1.4-5A8.5 8.5 0 1 1 21 11.5z',
    'M9.5 11V9.5a2.5 2.5 0 0 1 5 0V11',
    'M8.5 11h7v4.5h-7z',
  ],
  country: ['M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z', 'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z'],
  safe: ['M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z', 'M8.5 12l2.5 2.5 4.5-5'],
};

/** A feature's icon, inline (no icon font): decorative, the feature's title says what it is. */
export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
