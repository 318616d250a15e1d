/** Our own little drawing of a bouquet in three colours (no photos needed for the flowers offer). */
export function Bouquet({ colours }: { colours: [string, string, string] }) {
  const [a, b, c] = colours;
  const flowers: [number, number, number, string][] = [
    [150, 118, 34, a],
    [108, 140, 28, b],
    [192, 140, 28, b],
    [128, 92, 24, c],
    [174, 92, 24, c],
    [150, 160, 26, a],
    [86, 104, 20, c],
    [214, 104, 20, c],
  ];
  return (
    <svg
      viewBox="0 0 300 260"
      width="100%"
      aria-hidden="true"
      style={{ display: 'block', aspectRatio: '300 / 260' }}
    >
      <rect width="300" height="260" fill="#FBF4EC" />
      <ellipse cx="150" cy="236" rx="90" ry="10" fill="#4A2C2A" opacity="0.08" />
      <path
        d="M150 230 L120 170 M150 230 L150 165 M150 230 L180 170 M150 230 L100 150 M150 230 L200 150"
        stroke="#7E9461"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M96 150c-30-10-40 10-30 24 14-4 24-12 30-24zM204 150c30-10 40 10 30 24-14-4-24-12-30-24z"
        fill="#93AB74"
      />
      {flowers.map(([x, y, r, fill], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r={r} fill={fill} stroke="#00000014" strokeWidth="2" />
          <circle cx={x} cy={y} r={r * 0.55} fill="#ffffff" opacity="0.25" />
          <circle cx={x} cy={y} r={r * 0.22} fill="#00000022" />
        </g>
      ))}
      <path d="M112 186 L150 236 L188 186 Z" fill="#D6B48C" />
      <path d="M112 186 L150 206 L188 186" fill="none" stroke="#B8946A" strokeWidth="3" />
      <path d="M150 206 l-16 -9 v18 z M150 206 l16 -9 v18 z" fill="#A63D55" />
      <circle cx="150" cy="206" r="4.5" fill="#8A2F45" />
    </svg>
  );
}
