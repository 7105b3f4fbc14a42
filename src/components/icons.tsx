/** Small line icons for controls whose words do not fit a phone's header; always beside a name for screen readers. */
const PATHS = {
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.2 15.2 20 20',
  key: 'M7.5 16a4 4 0 1 1 0-8 4 4 0 0 1 0 8ZM11.5 12H21M17.5 12v3M20.5 12v2',
  'go-to': 'M4 6h16M4 12h10M4 18h7M16 15l3 3-3 3',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
