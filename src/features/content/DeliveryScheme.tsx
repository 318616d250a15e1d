import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { useLocale } from '@/components/useLocale';
import type { DeliveryZone } from '@/domain/content';
import { pick } from '@/domain/types';
import { theme } from '@/theme/theme';
import { m } from './messages';

const { art, brand } = theme.palette;

const RINGS = [
  { rx: 300, ry: 190, fill: art.zoneFarFill, stroke: art.zoneFar },
  { rx: 190, ry: 122, fill: art.zoneMiddleFill, stroke: art.zoneMiddle },
  { rx: 95, ry: 62, fill: art.zoneNearFill, stroke: art.zoneNear },
];

/** Our own drawing of the delivery zones (rings around the centre), used when no maps key is configured. */
export function DeliveryScheme({ zones }: { zones: DeliveryZone[] }) {
  const intl = useIntl();
  const locale = useLocale();
  // Zones go from the centre outwards; the drawing has three rings.
  const inner = zones.slice(0, RINGS.length);
  return (
    <figure data-testid="delivery-scheme" style={{ margin: 0 }}>
      <svg
        viewBox="0 0 640 420"
        width="100%"
        role="img"
        aria-label={intl.formatMessage(m.schemeLabel)}
        style={{ display: 'block', aspectRatio: '640 / 420' }}
      >
        <rect width="640" height="420" rx="28" fill={art.schemeGround} />
        <path
          d="M40 300 C 160 250, 240 330, 330 230 S 520 150, 610 190"
          fill="none"
          stroke={art.river}
          strokeWidth="14"
          strokeLinecap="round"
          opacity="0.7"
        />
        {RINGS.map((r, i) => (
          <ellipse
            key={i}
            cx="320"
            cy="210"
            rx={r.rx}
            ry={r.ry}
            fill={r.fill}
            stroke={r.stroke}
            strokeWidth="2"
            strokeDasharray={i === 0 ? '8 6' : undefined}
          />
        ))}
        <circle cx="320" cy="210" r="9" fill={brand.berry} />
        <circle cx="320" cy="210" r="16" fill="none" stroke={brand.berry} strokeWidth="2" opacity="0.5" />
      </svg>
      <figcaption style={{ display: 'grid', gap: 8, marginTop: 14 }}>
        {inner.map((zone, i) => (
          <span key={zone.name.ru} style={{ display: 'flex', alignItems: 'center', gap: 10, fontSize: 14 }}>
            <span
              aria-hidden
              style={{
                width: 18,
                height: 18,
                borderRadius: 6,
                background: RINGS[RINGS.length - 1 - i]?.fill,
                border: `2px solid ${RINGS[RINGS.length - 1 - i]?.stroke}`,
              }}
            />
            <span style={{ flex: 1 }}>{pick(zone.name, locale)}</span>
            <strong>
              <Money value={zone.price} />
            </strong>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
