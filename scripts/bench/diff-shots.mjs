// Compares two folders of screenshots pixel by pixel (in Chromium, no image package needed) and writes
// a diff image per pair that differs. Usage: node scripts/bench/diff-shots.mjs BEFORE_DIR AFTER_DIR DIFF_DIR
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './setup.mjs';

const [before, after, out = '/tmp/shots-diff'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
const page = await browser.newPage();
for (const file of readdirSync(before).filter((f) => f.endsWith('.png'))) {
  let b64b, b64a;
  try {
    b64b = readFileSync(join(before, file)).toString('base64');
    b64a = readFileSync(join(after, file)).toString('base64');
  } catch {
    console.log(`${file}: missing in ${after}`);
    continue;
  }
  const result = await page.evaluate(
    async ([a, b]) => {
      const load = (src) =>
        new Promise((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.src = `data:image/png;base64,${src}`;
        });
      const [ia, ib] = await Promise.all([load(a), load(b)]);
      const w = Math.max(ia.width, ib.width);
      const h = Math.max(ia.height, ib.height);
      const draw = (img) => {
        const c = new OffscreenCanvas(w, h);
        const x = c.getContext('2d');
        x.fillStyle = '#f0f';
        x.fillRect(0, 0, w, h);
        x.drawImage(img, 0, 0);
        return x.getImageData(0, 0, w, h);
      };
      const da = draw(ia);
      const db = draw(ib);
      const c = new OffscreenCanvas(w, h);
      const ctx = c.getContext('2d');
      const diff = ctx.createImageData(w, h);
      let changed = 0;
      let firstY = -1;
      for (let i = 0; i < da.data.length; i += 4) {
        const d =
          Math.abs(da.data[i] - db.data[i]) +
          Math.abs(da.data[i + 1] - db.data[i + 1]) +
          Math.abs(da.data[i + 2] - db.data[i + 2]);
        const gray = (da.data[i] + da.data[i + 1] + da.data[i + 2]) / 3;
        if (d > 24) {
          changed += 1;
          if (firstY < 0) firstY = Math.floor(i / 4 / w);
          diff.data.set([255, 0, 0, 255], i);
        } else diff.data.set([gray, gray, gray, 80], i);
      }
      let png = '';
      if (changed) {
        ctx.putImageData(diff, 0, 0);
        const blob = await c.convertToBlob({ type: 'image/png' });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let s = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        png = btoa(s);
      }
      return {
        size: `${ia.width}x${ia.height} → ${ib.width}x${ib.height}`,
        changed,
        share: changed / (w * h),
        firstY,
        png,
      };
    },
    [b64b, b64a],
  );
  console.log(
    `${file.padEnd(36)} ${result.size.padEnd(24)} ${result.changed ? `${result.changed} px differ (${(result.share * 100).toFixed(3)} %), first at y=${result.firstY}` : 'identical'}`,
  );
  if (result.png) writeFileSync(join(out, file), Buffer.from(result.png, 'base64'));
}
await browser.close();
