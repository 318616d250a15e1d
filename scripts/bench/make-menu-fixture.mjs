// Makes the benchmark catalogue: the shipped menu stretched to N products (default 500) by
// repeating its dishes with new ids. It is written under test-results/ and never reaches the mock.
// Usage: node scripts/bench/make-menu-fixture.mjs [count] [out-file]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The catalogue with `count` products in the delivery menu (cakes and hidden gifts kept as they are). */
export function makeMenuFixture(count = 500) {
  const catalogue = JSON.parse(readFileSync(join(root, 'fixtures', 'catalogue.json'), 'utf8'));
  const menuIds = new Set(catalogue.categories.filter((c) => c.section === 'menyu').map((c) => c.id));
  const menu = catalogue.products.filter((p) => menuIds.has(p.parent));
  const others = catalogue.products.filter((p) => !menuIds.has(p.parent));
  const products = [...menu];
  for (let i = 0; products.length < count; i += 1) {
    const template = menu[i % menu.length];
    const round = Math.floor(i / menu.length) + 2;
    products.push({
      ...template,
      id: 100000 + i,
      pagetitle: `${template.pagetitle} №${round}`,
      longtitle: `${template.longtitle} No. ${round}`,
      code: `${template.code}-B${i}`,
      price: template.price + round * 10,
      popular: false,
    });
  }
  return { categories: catalogue.categories, products: [...products, ...others], menuCount: products.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 500);
  const out = process.argv[3] ?? join(root, 'test-results', 'bench', `menu-${count}.json`);
  const fixture = makeMenuFixture(count);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(fixture));
  console.info(`${fixture.menuCount} menu products → ${out}`);
}
