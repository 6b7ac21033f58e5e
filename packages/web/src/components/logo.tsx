/** The product mark: three rising bars in a rounded square. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false" className="logo-mark">
      <rect width="32" height="32" rx="8" fill="var(--accent)" />
      <path
        d="M9 22V14M16 22V9M23 22v-5"
        stroke="var(--accent-contrast)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
