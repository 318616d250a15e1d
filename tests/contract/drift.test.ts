// @vitest-environment node
import { array, defaulted, nullable, number, optional, string, type, unknown } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiSpecServer, type ApiSpecServer } from '../../mock-server/node/server';
import { driftOf, schemaFailure } from './drift';
import { formatReport, runContract, verdict, type CaseReport } from './report';

describe('driftOf: every field a schema reads that an answer lacks, with the fallback the app would use', () => {
  const Item = type({
    id: number(),
    name: defaulted(string(), ''),
    tag: optional(string()),
    note: nullable(string()),
  });
  const Answer = type({ items: array(Item), total: defaulted(number(), 0), title: string() });

  it('tells required fields, defaulted fallbacks and optional fields apart, down arrays of objects', () => {
    const drift = driftOf(
      {
        items: [
          { id: 1, tag: 'x', note: null },
          { name: 'b', note: 'n' },
        ],
        title: 'T',
      },
      Answer,
    );
    expect(drift).toEqual([
      { path: 'items[].name', kind: 'fallback', fallback: '', absent: 1, of: 2, missing: false },
      { path: 'items[].id', kind: 'required', absent: 1, of: 2, missing: false },
      { path: 'items[].tag', kind: 'optional', absent: 1, of: 2, missing: false },
      { path: 'total', kind: 'fallback', fallback: 0, absent: 1, of: 1, missing: true },
    ]);
  });

  it('reads null as absent where the schema makes something of it, and lets a nullable null be', () => {
    expect(driftOf({ items: [{ id: 1, name: null, note: null }], title: 'T', total: 3 }, Answer)).toEqual([
      { path: 'items[].name', kind: 'required', absent: 1, of: 1, missing: true },
      { path: 'items[].tag', kind: 'optional', absent: 1, of: 1, missing: true },
    ]);
  });

  it('walks lists read one item at a time with the item schema it is given', () => {
    const Envelope = type({ items: array(unknown()) });
    expect(driftOf({ items: [{ id: 1 }] }, Envelope)).toEqual([]);
    expect(driftOf({ items: [{ id: 1 }] }, Envelope, { 'items[]': Item })).toEqual([
      { path: 'items[].name', kind: 'fallback', fallback: '', absent: 1, of: 1, missing: true },
      { path: 'items[].tag', kind: 'optional', absent: 1, of: 1, missing: true },
      { path: 'items[].note', kind: 'required', absent: 1, of: 1, missing: true },
    ]);
  });

  it('finds nothing in a complete answer; the schema verdict is separate', () => {
    const full = { items: [{ id: 1, name: 'a', tag: 't', note: null }], title: 'T', total: 1 };
    expect(driftOf(full, Answer)).toEqual([]);
    expect(schemaFailure(full, Answer)).toBeNull();
    expect(schemaFailure({ items: [] }, Answer)).toMatch(/^title: /);
  });
});

describe('the drift report against npm run api:spec', () => {
  let spec: ApiSpecServer;
  let additions: ApiSpecServer;
  let specItems: ApiSpecServer;
  let specOnly: CaseReport[];
  let full: CaseReport[];
  let itemLines: CaseReport[];
  beforeAll(async () => {
    [spec, additions, specItems] = await Promise.all([
      startApiSpecServer({ port: 0 }),
      startApiSpecServer({ port: 0, additions: true }),
      startApiSpecServer({ port: 0, cartLines: 'item' }),
    ]);
    [specOnly, full, itemLines] = await Promise.all([
      runContract(spec.url),
      runContract(additions.url),
      runContract(specItems.url),
    ]);
  });
  afterAll(() => Promise.all([spec?.close(), additions?.close(), specItems?.close()]));

  const pathsOf = (reports: CaseReport[], name: string) =>
    reports
      .find((r) => r.name === name)
      ?.drift.filter((d) => d.missing)
      .map((d) => d.path) ?? [];

  it('with our additions on, nothing is missing: --strict passes', () => {
    expect(verdict(full)).toEqual({ broken: [], drift: [] });
  });

  it('lists the fields of ours a SPEC-only backend lacks, and our calls it does not answer', () => {
    expect(pathsOf(specOnly, 'getCart')).toEqual(
      expect.arrayContaining(['priceDelivery', 'smallOrderGiftPromos', 'cart[].choiceName']),
    );
    expect(pathsOf(specOnly, 'menuCatalog')).toEqual(
      expect.arrayContaining([
        'catalogMenu[].section',
        'catalogMenu[].childs[].choices',
        'catalogMenu[].childs[].leadTimeDays',
        'cafes[].phone',
      ]),
    );
    expect(pathsOf(specOnly, 'getCafes')).toEqual(expect.arrayContaining(['[].id', '[].address_ru']));
    expect(pathsOf(specOnly, 'checkPromo')).toEqual(['smallOrderGiftPromos']);
    for (const name of ['getContent:events', 'getContent:delivery', 'orderStatus', 'suggestAddress'])
      expect(specOnly.find((r) => r.name === name)?.status).toBe(404);
    const { drift } = verdict(specOnly);
    expect(drift).toEqual(
      expect.arrayContaining([
        'getCart: priceDelivery',
        'orderStatus: HTTP 404 (a call of ours, DECISIONS.md section 2: the app degrades)',
      ]),
    );
  });

  it('never lists a field SPEC.md names: those are all there', () => {
    const product = [
      'id',
      'file',
      'pagetitle',
      'longtitle',
      'code',
      'parent',
      'multiplicity',
      'minimum',
      'price',
    ];
    const named = [
      ...[
        'catalogMenu',
        'activeMenu',
        'locale',
        'photoArr',
        'stopDelivery',
        'token',
        'cafes',
        'cart',
        'presents',
        'discount',
        'code',
        'promo',
      ],
      ...product.map((f) => `catalogMenu[].childs[].${f}`),
      ...product.map((f) => `cart[].${f}`),
      ...['pagetitle', 'longtitle', 'cafe_req_ru', 'cafe_req_en'].flatMap((f) => [`cafes[].${f}`, `[].${f}`]),
      ...['id', 'pagetitle', 'longtitle', 'alias', 'childs'].map((f) => `catalogMenu[].${f}`),
    ];
    const listed = specOnly.flatMap((r) => r.drift.map((d) => d.path));
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((path) => named.includes(path))).toEqual([]);
  });

  it("says which naming getCart's lines and gifts use, and never lists the other naming's fields", () => {
    const namings = (reports: CaseReport[]) => reports.find((r) => r.name === 'getCart')?.namings;
    expect(namings(specOnly)).toEqual([
      { path: 'cart[]', naming: 'product' },
      { path: 'presents[].list[]', naming: 'item' },
    ]);
    expect(namings(itemLines)?.[0]).toEqual({ path: 'cart[]', naming: 'item' });
    for (const reports of [specOnly, itemLines]) {
      const names = ['name', 'englishName', 'img', 'pagetitle', 'longtitle', 'file', 'price'];
      expect(pathsOf(reports, 'getCart').filter((p) => names.some((n) => p === `cart[].${n}`))).toEqual([]);
    }
    expect(verdict(itemLines)).toEqual(verdict(specOnly));
    expect(formatReport(itemLines)).toMatch(
      /\n {4}naming {4}cart\[\]: the cart item's naming \(name, englishName, img\)\n/,
    );
    expect(formatReport(specOnly)).toMatch(
      /naming {4}cart\[\]: the product's naming \(pagetitle, longtitle, file\)/,
    );
  });

  it('prints one line per missing field with its fallback', () => {
    const text = formatReport(specOnly);
    expect(text).toMatch(/\n {4}missing {2}priceDelivery: (falls back to 0|optional, read as undefined)\n/);
    expect(text).toMatch(/11 calls: \d+ broken, \d+ fields or calls missing/);
  });
});
