/** The company's mark: an accent tile with a white "M" stroke. Decorative; its size comes from `className`. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="9" className="fill-accent-500" />
      <path
        d="M8 21.5 13 11l3 6.5L19 11l5 10.5"
        fill="none"
        stroke="white"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
