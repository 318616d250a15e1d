// `npm run contract -- --api https://api.example.ru [--strict]`: the drift report. Calls every endpoint of
// a real API with safe, read-only requests (tests/contract/endpoints.ts) and reads each answer with the
// app's own superstruct schemas: it lists the answers the app cannot use, every field the app reads that
// the answers lack, with the fallback it would use instead, and our own calls that are missing.
// Exit code: 1 when a SPEC.md call is broken (no answer, not JSON, refused by its schema); with --strict
// also when any field or call the app reads is missing. `--json` prints the report as JSON.
import { importTs } from './import-ts.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--api');
const api = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--api='))?.slice(6);
if (!api || !/^https?:\/\//.test(api)) {
  console.error('Usage: npm run contract -- --api https://api.example.ru [--strict] [--json]');
  process.exit(2);
}
const strict = args.includes('--strict');

const module = await importTs('tests/contract/report.ts');
const reports = await module.runContract(api);
console.info(args.includes('--json') ? JSON.stringify(reports, null, 2) : module.formatReport(reports));
const { broken, drift } = module.verdict(reports);
if (broken.length) console.error(`\n✘ ${broken.length} broken: ${broken.join('; ')}`);
if (strict && drift.length)
  console.error(`\n✘ --strict: ${drift.length} fields or calls the app reads are missing`);
process.exit(broken.length || (strict && drift.length) ? 1 : 0);
