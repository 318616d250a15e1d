import { theme } from '@/theme/theme';

const { art, brand, primary, tint, common } = theme.palette;

/** Our own little drawing of a bouquet in its three colours (no photos needed for the flowers offer). */
export function Bouquet({ id }: { id: string }) {
  const [a, b, c] = art.flowers[id] ?? [primary.main, primary.main, primary.main];
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
      <rect width="300" height="260" fill={tint.shell} />
      <ellipse cx="150" cy="236" rx="90" ry="10" fill={primary.main} opacity="0.08" />
      <path
        d="M150 230 L120 170 M150 230 L150 165 M150 230 L180 170 M150 230 L100 150 M150 230 L200 150"
        stroke={brand.pistachio}
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M96 150c-30-10-40 10-30 24 14-4 24-12 30-24zM204 150c30-10 40 10 30 24-14-4-24-12-30-24z"
        fill={art.leaf}
      />
      {flowers.map(([x, y, r, fill], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r={r} fill={fill} stroke={art.petalEdge} strokeWidth="2" />
          <circle cx={x} cy={y} r={r * 0.55} fill={common.white} opacity="0.25" />
          <circle cx={x} cy={y} r={r * 0.22} fill={art.petalCentre} />
        </g>
      ))}
      <path d="M112 186 L150 236 L188 186 Z" fill={art.wrap} />
      <path d="M112 186 L150 206 L188 186" fill="none" stroke={art.wrapFold} strokeWidth="3" />
      <path d="M150 206 l-16 -9 v18 z M150 206 l16 -9 v18 z" fill={art.bow} />
      <circle cx="150" cy="206" r="4.5" fill={art.bowKnot} />
    </svg>
  );
}
