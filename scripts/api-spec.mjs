// `npm run api:spec`: a backend shaped as SPEC.md section 7 says, on the fixtures, over real HTTP
// (mock-server/node/server.ts, the in-page mock's own handlers loaded through Vite's module runner).
//   --port N            port (default 8787, or API_SPEC_PORT)
//   --host H            interface (default localhost)
//   --additions         our additions on: the extra fields and the calls of DECISIONS.md section 2
//                       (default off: SPEC fields only, register/createOrder/orderStatus/suggestAddress/getContent → 404)
//   --static DIR        also serve a built site (e.g. dist built with VITE_API_URL='') from the same origin
//   --scenario NAME     a QA scenario's data (stop-delivery, empty-catalogue, …)
//   --cart-lines SHAPE  how getCart names a line: `product` (pagetitle, longtitle, file; the default) or
//                       `item` (SPEC.md's cart item: name, englishName, img, … count)
//   --quiet             no line per request
import { importTs } from './import-ts.mjs';

const args = process.argv.slice(2);
const valueOf = (name) => {
  const at = args.indexOf(name);
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
};
const flag = (name) => args.includes(name);
if (flag('--help')) {
  console.info(
    'Usage: npm run api:spec -- [--port 8787] [--additions] [--static dist] [--scenario NAME] [--cart-lines product|item] [--host localhost] [--quiet]',
  );
  process.exit(0);
}
const port = Number(valueOf('--port') ?? process.env.API_SPEC_PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${valueOf('--port') ?? process.env.API_SPEC_PORT}`);
  process.exit(2);
}

const cartLines = valueOf('--cart-lines') ?? 'product';
if (!['product', 'item'].includes(cartLines)) {
  console.error(`--cart-lines is product or item, not: ${cartLines}`);
  process.exit(2);
}

const module = await importTs('mock-server/node/server.ts');
const additions = flag('--additions');
const staticDir = valueOf('--static');
const server = await module.startApiSpecServer({
  port,
  host: valueOf('--host') ?? 'localhost',
  additions,
  staticDir,
  scenario: valueOf('--scenario'),
  cartLines,
  log: flag('--quiet') ? undefined : (line) => console.info(line),
});
console.info(
  `api:spec at ${server.url} — ${additions ? 'SPEC fields plus our additions' : 'SPEC.md fields only (our calls answer 404)'}; getCart lines named as ${cartLines === 'item' ? 'cart items' : 'products'}${staticDir ? `; serving ${staticDir} on the same origin` : ''}`,
);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
