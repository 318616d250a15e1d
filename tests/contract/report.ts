import { LINE_NAMINGS, lineNaming, type LineNaming } from '@/api/lines';
import { isSpecCall } from '../../mock-server/specShape';
import { driftOf, schemaFailure, type FieldDrift } from './drift';
import { contractCases, type ContractCase } from './endpoints';

/** What one contract case found. */
export type CaseReport = {
  name: string;
  call: string;
  /** The HTTP status, or 0 when the call failed at the network level. */
  status: number;
  /** One of SPEC.md section 7's calls (a 404 of ours is a missing addition, not a broken backend). */
  spec: boolean;
  /** Why the answer could not be read at all (network, not JSON). */
  error?: string;
  /** The app's schema refuses the answer (first failure). */
  failure: string | null;
  drift: FieldDrift[];
  /** The naming of each list of lines (`cart[]`): the fields of the other naming are not drift. */
  namings?: ListNaming[];
};

/** How the lines at `path` name their names and picture (DECISIONS.md section 6); null: the list was empty. */
type ListNaming = { path: string; naming: LineNaming | 'both' | 'none' | 'mixed' | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The items of an answer at a list path (`presents[].list[]`). */
function itemsAt(json: unknown, path: string): unknown[] {
  let level: unknown[] = [json];
  for (const part of path.split('[]').slice(0, -1)) {
    const key = part.replace(/^\./, '');
    level = level.flatMap((value) => {
      const list = key ? (isRecord(value) ? value[key] : undefined) : value;
      return Array.isArray(list) ? list : [];
    });
  }
  return level;
}

/** The naming the lines at `path` use: one for all, `mixed` when they differ. */
function namingAt(json: unknown, path: string): ListNaming {
  const found = new Set(itemsAt(json, path).map(lineNaming));
  const [only] = found;
  return { path, naming: found.size === 0 ? null : found.size === 1 ? (only ?? null) : 'mixed' };
}

/** The fields of the naming a list does not use: absent by design. */
function otherNamingPaths({ path, naming }: ListNaming): string[] {
  const other = naming === 'item' ? 'product' : naming === 'product' ? 'item' : null;
  return other ? Object.values(LINE_NAMINGS[other]).map((key) => `${path}.${key}`) : [];
}

const NAMING_TEXT: Record<NonNullable<ListNaming['naming']>, string> = {
  item: `the cart item's naming (${Object.values(LINE_NAMINGS.item).join(', ')})`,
  product: `the product's naming (${Object.values(LINE_NAMINGS.product).join(', ')})`,
  both: 'both namings in each line',
  mixed: 'one naming in some lines, the other in the rest',
  none: 'neither naming: no name, English name or picture (the shop keeps its own)',
};

/** The call `c` makes against an API (`{api}` calls on the API, the others on its origin). */
function requestOf(api: string, c: ContractCase): { url: string; init: RequestInit } {
  const base = c.onApi ? api.replace(/\/+$/, '') : new URL(api).origin;
  const qs = c.query ? `?${new URLSearchParams(c.query)}` : '';
  return {
    url: `${base}${c.path}${qs}`,
    init: {
      method: c.method,
      headers: { Accept: 'application/json', ...(c.body ? { 'Content-Type': 'application/json' } : {}) },
      body: c.body ? JSON.stringify(c.body) : undefined,
    },
  };
}

/** The contract case's route name as mock-server/routes.ts names it (`getContent:events` → getContent). */
const routeName = (c: ContractCase) => c.name.split(':')[0] ?? c.name;

/** Calls every contract case against `api` and reports what the app would make of each answer. */
export async function runContract(
  api: string,
  fetchImpl: typeof fetch = fetch,
  cases: ContractCase[] = contractCases,
): Promise<CaseReport[]> {
  const reports: CaseReport[] = [];
  for (const c of cases) {
    const { url, init } = requestOf(api, c);
    const base = {
      name: c.name,
      call: `${c.method} ${url}`,
      spec: isSpecCall(routeName(c)),
      failure: null,
      drift: [] as FieldDrift[],
    };
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      reports.push({ ...base, status: 0, error: `network: ${String(error)}` });
      continue;
    }
    if (!response.ok) {
      reports.push({ ...base, status: response.status });
      continue;
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      reports.push({ ...base, status: response.status, error: 'the answer is not JSON' });
      continue;
    }
    const namings = (c.lineLists ?? []).map((path) => namingAt(json, path));
    const absent = [...(c.absentByDesign ?? []), ...namings.flatMap(otherNamingPaths)];
    const drift = driftOf(json, c.schema, c.items).filter((d) => !absent.includes(d.path));
    reports.push({
      ...base,
      status: response.status,
      failure: schemaFailure(json, c.schema),
      drift,
      ...(namings.length ? { namings } : {}),
    });
  }
  return reports;
}

/** A report's verdict: `broken` — the app cannot use a SPEC call's answer; `drift` — a field or a call of ours is missing. */
export function verdict(reports: CaseReport[]): { broken: string[]; drift: string[] } {
  const broken: string[] = [];
  const drift: string[] = [];
  for (const r of reports) {
    if (r.error || r.status === 0) broken.push(`${r.name}: ${r.error ?? 'no answer'}`);
    else if (r.status < 200 || r.status >= 300)
      (r.spec ? broken : drift).push(
        `${r.name}: HTTP ${r.status}${r.spec ? '' : ' (a call of ours, DECISIONS.md section 2: the app degrades)'}`,
      );
    else if (r.failure) broken.push(`${r.name}: the app's schema refuses the answer (${r.failure})`);
    for (const d of r.drift) if (d.missing || d.kind === 'required') drift.push(`${r.name}: ${d.path}`);
  }
  return { broken, drift };
}

const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

/** The report as text: per call, the fields the answers lack and what the app uses instead. */
export function formatReport(reports: CaseReport[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    const head = r.status === 0 ? 'no answer' : `HTTP ${r.status}`;
    lines.push(`${r.name.padEnd(20)} ${head.padEnd(9)} ${r.call}`);
    if (r.error) lines.push(`    ✘ ${r.error}`);
    else if (r.status < 200 || r.status >= 300)
      lines.push(
        r.spec
          ? '    ✘ a SPEC.md call fails'
          : '    – a call of ours is missing: the app degrades (DECISIONS.md section 6)',
      );
    if (r.failure) lines.push(`    ✘ the app's schema refuses the answer: ${r.failure}`);
    for (const { path, naming } of r.namings ?? [])
      lines.push(`    naming    ${path}: ${naming ? NAMING_TEXT[naming] : 'no lines to tell'}`);
    const sorted = [...r.drift].sort(
      (a, b) => Number(b.missing) - Number(a.missing) || a.path.localeCompare(b.path),
    );
    for (const d of sorted) {
      const where = d.of > 1 ? ` (absent in ${d.absent} of ${d.of})` : '';
      const uses =
        d.kind === 'required'
          ? 'REQUIRED — the item/answer is refused'
          : d.kind === 'fallback'
            ? `falls back to ${show(d.fallback)}`
            : 'optional, read as undefined';
      lines.push(`    ${d.missing ? 'missing ' : 'sometimes'} ${d.path}: ${uses}${where}`);
    }
  }
  const { broken, drift } = verdict(reports);
  lines.push(
    '',
    `${reports.length} calls: ${broken.length} broken, ${drift.length} fields or calls missing (fields absent in only some items are listed, not counted).`,
  );
  return lines.join('\n');
}
