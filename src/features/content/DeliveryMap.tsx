import { useEffect, useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '@/components/useLocale';
import type { DeliveryZone } from '@/domain/content';
import { pick } from '@/domain/types';
import { palette, theme } from '@/theme/theme';
import { m } from './messages';

type YMaps = {
  ready: (cb: () => void) => void;
  Map: new (
    el: HTMLElement,
    state: object,
    options?: object,
  ) => { geoObjects: { add: (o: unknown) => void }; destroy: () => void };
  Circle: new (geometry: [number[], number], properties: object, options: object) => unknown;
};

const MOSCOW_CENTRE = [55.7558, 37.6173];
/** Approximate radii of the Garden Ring, the Third Ring Road and MKAD, metres. */
const RADII = [2300, 5500, 17000];
const { art } = theme.palette;
/** The zones' colours, as the maps service takes them: hex values of the theme. */
const COLOURS = [art.zoneNear, art.zoneMiddle, art.zoneFar];

let loading: Promise<YMaps> | undefined;

/** Loads the maps service once, only when a key is configured (DECISIONS.md section 1). */
function loadMaps(key: string, locale: 'ru' | 'en'): Promise<YMaps> {
  loading ??= new Promise<YMaps>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://api-maps.yandex.ru/2.1/?apikey=${encodeURIComponent(key)}&lang=${locale === 'ru' ? 'ru_RU' : 'en_US'}`;
    script.async = true;
    script.onload = () => {
      const ymaps = (window as unknown as { ymaps?: YMaps }).ymaps;
      if (ymaps) ymaps.ready(() => resolve(ymaps));
      else reject(new Error('The maps service did not start'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('The maps service could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** The delivery zones on a real map (Yandex Maps), drawn as rings around the centre. */
export default function DeliveryMap({ mapsKey, zones }: { mapsKey: string; zones: DeliveryZone[] }) {
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let map: { destroy: () => void } | undefined;
    let cancelled = false;
    loadMaps(mapsKey, locale)
      .then((ymaps) => {
        if (cancelled || !box.current) return;
        const created = new ymaps.Map(box.current, {
          center: MOSCOW_CENTRE,
          zoom: 10,
          controls: ['zoomControl'],
        });
        [...zones].reverse().forEach((zone, reversed) => {
          const i = zones.length - 1 - reversed;
          created.geoObjects.add(
            new ymaps.Circle(
              [MOSCOW_CENTRE, RADII[i] ?? 20000],
              { hintContent: pick(zone.name, locale) },
              {
                fillColor: `${COLOURS[i] ?? art.zoneFar}55`,
                strokeColor: COLOURS[i] ?? art.zoneFar,
                strokeWidth: 2,
              },
            ),
          );
        });
        map = created;
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [mapsKey, locale, zones]);
  if (failed) {
    return (
      <Alert severity="info">
        <FormattedMessage {...m.mapFailed} />
      </Alert>
    );
  }
  return (
    <div
      ref={box}
      data-testid="delivery-map"
      style={{
        width: '100%',
        aspectRatio: '640 / 420',
        borderRadius: 20,
        overflow: 'hidden',
        background: palette.tint.image,
      }}
    />
  );
}
