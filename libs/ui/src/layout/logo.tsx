/** The Polis mark (a shield) and word mark. */
export function Logo() {
  return (
    <span className="polis-logo">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <path d="M14 2.5 24 6.6v6.6c0 6-4.2 10.9-10 12.8C8.2 24.1 4 19.2 4 13.2V6.6z" fill="currentColor" />
        <path
          d="m9.5 14 3.2 3.2 6-6.4"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="polis-logo__word">Polis</span>
    </span>
  );
}
