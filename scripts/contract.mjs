// `npm run contract -- --api https://api.example.ru`: calls every endpoint of a real API with safe,
// read-only requests and checks the answers with the app's own superstruct schemas.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const at = args.indexOf('--api');
const api = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--api='))?.slice(6);
if (!api || !/^https?:\/\//.test(api)) {
  console.error('Usage: npm run contract -- --api https://api.example.ru');
  process.exit(2);
}
const result = spawnSync('npx', ['vitest', 'run', 'tests/contract'], { stdio: 'inherit', env: { ...process.env, CONTRACT_API: api } });
process.exit(result.status ?? 1);
