/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressDir } from '../../../../build/precompress';

describe('build/precompress (every app build writes .br and .gz copies)', () => {
  let dir: string;
  const put = (rel: string, content: string | Buffer) => {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    return file;
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-precompress-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of each text asset of 1 KB or more, decoding to the same bytes', async () => {
    const text = 'export const route = "cards";\n'.repeat(100);
    const files = [
      put('static/js/async/cards.0123abcdef.js', text),
      put('mf-manifest.json', JSON.stringify({ text })),
      put('static/css/index.aa11bb22cc.css', `.a{color:red}\n`.repeat(100)),
      put('index.html', `<p>${text}</p>`),
    ];
    const result = await precompressDir(dir);
    expect(result.files).toBe(4);
    for (const file of files) {
      const raw = fs.readFileSync(file);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(raw)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(raw)).toBe(true);
      // Never older than the file: the server ignores a copy that is.
      expect(fs.statSync(`${file}.br`).mtimeMs).toBeGreaterThanOrEqual(fs.statSync(file).mtimeMs);
    }
    expect(result.brBytes).toBeLessThan(result.gzipBytes);
  });

  it('leaves small files, images and fonts alone', async () => {
    put('static/js/tiny.0123abcdef.js', 'export {};');
    put('static/image/logo.0123abcdef.png', Buffer.alloc(4096, 1));
    put('static/font/a.0123abcdef.woff2', Buffer.alloc(4096, 2));
    expect((await precompressDir(dir)).files).toBe(0);
    const written = fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.br') || f.endsWith('.gz'));
    expect(written).toEqual([]);
  });
});
