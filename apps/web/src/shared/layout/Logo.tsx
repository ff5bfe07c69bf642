/** The platform mark: a snowflake (cold chain) on the brand blue. Drawn inline, nothing to fetch. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg
      className="site-logo"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="site-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e88e5" />
          <stop offset="1" stopColor="#0d47a1" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#site-logo-bg)" />
      <g stroke="#fff" strokeWidth="4.5" strokeLinecap="round" fill="none">
        <path d="M32 11v42M13.8 21.5l36.4 21M13.8 42.5l36.4-21" />
        <path d="M26 14l6 5 6-5M26 50l6-5 6 5M12.5 28.5l7.5-1.5-2.5-7M51.5 35.5l-7.5 1.5 2.5 7M12.5 35.5l7.5 1.5-2.5 7M51.5 28.5l-7.5-1.5 2.5-7" />
      </g>
      <circle cx="32" cy="32" r="6.5" fill="#4fc3f7" stroke="#fff" strokeWidth="3" />
    </svg>
  );
}
