// The README's Performance table, written by `npm run bench` on a full run (scripts/bench/run.mjs) between the
// README's `<!-- bench -->` and `<!-- /bench -->` marks: one row per build and page, the figures of
// bench-results/latest.md, formatted by prettier as `npm run lint` checks it. Nobody edits the rows by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

const START = '<!-- bench -->';
const END = '<!-- /bench -->';

/** A cell's target mark: none when not measured. */
export const mark = (met) => (met === undefined ? '' : met ? ' ✔' : ' ✘');
/** Milliseconds, rounded; a dash when not measured. */
export const ms = (v) => (v === undefined || v === null || Number.isNaN(v) ? '—' : String(Math.round(v)));
/** An INP cell: a step that never worked is `failed` (Infinity in the run, null once written to JSON). */
export const inpText = (inp) => (inp === null || inp === Infinity ? 'failed' : ms(inp));

/** The table's Markdown from the rows run.mjs computes (and keeps in latest.json). */
function readmeTable({ stamp, rounds, rows, targets }) {
  const lines = [
    `\`npm run bench\`, ${stamp} UTC, medians of ${rounds} rounds, cold visits on a phone; tap → result in ms (slowest tap of the page); ✘ unmet.`,
    '',
    '| build | page | taps lost | cold, 4× | after 5 s, 4× | INP, 4× | Lighthouse | LCP ÷ floor | CLS |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.build} | \`${r.page}\` | ${r.lost} of ${r.taps}${mark(r.met.lost)} | ${r.cold.text}${mark(r.met.cold)} | ${r.later.text}${mark(r.met.later)} | ${inpText(r.inp)}${mark(r.met.inp)} | ${r.score ?? '—'}${mark(r.met.score)} | ${r.lcpRatio?.toFixed(2) ?? '—'}${mark(r.met.lcpRatio)} | ${r.cls?.toFixed(3) ?? '—'}${mark(r.met.cls)} |`,
    ),
    `| target | | ${targets.lost} | ≤ ${targets.coldMs} | ≤ ${targets.after5sMs} | ≤ ${targets.inpMs} | ≥ ${targets.score} | ≤ ${targets.lcpRatio} | ≤ ${targets.cls} |`,
  ];
  return lines.join('\n');
}

/** Replaces the README's table between the marks. */
export async function writeReadme(results, file = 'README.md') {
  const readme = readFileSync(file, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${file} has no ${START} … ${END} marks`);
  const text = `${readme.slice(0, from + START.length)}\n\n${readmeTable(results)}\n\n${readme.slice(to)}`;
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
}
