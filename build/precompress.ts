// Brotli and gzip copies of a build's text assets, written beside them (app.js -> app.js.br,
// app.js.gz) once at build time, so the server sends the smallest file a browser accepts without
// compressing anything per request. Part of every app's own build, so a remote built and deployed
// alone carries them too. The API serves a copy only when it is not older than its source
// (api/src/platform/static/encoded-files.ts), so a file replaced by hand is never answered with old bytes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { RsbuildPlugin } from '@rsbuild/core';

/** Extensions worth compressing: text. Images and fonts are compressed formats already. */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.map',
];
/** Below this a compressed copy saves less than the headers that announce it. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressResult {
  files: number;
  rawBytes: number;
  brBytes: number;
  gzipBytes: number;
}

function compressibleFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...compressibleFiles(full));
    else if (
      entry.isFile() &&
      PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name).toLowerCase()) &&
      fs.statSync(full).size >= PRECOMPRESS_MIN_BYTES
    )
      out.push(full);
  }
  return out;
}

async function precompressFile(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const raw = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        // Maximum quality: paid once per build, saved on every download.
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: 9 }),
  ]);
  await Promise.all([
    fs.promises.writeFile(`${file}.br`, br),
    fs.promises.writeFile(`${file}.gz`, gz),
  ]);
  return { raw: raw.length, br: br.length, gz: gz.length };
}

/** Writes a .br (quality 11) and a .gz (level 9) copy of every compressible file of 1 KB or more under dir. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const files = compressibleFiles(dir);
  const result: PrecompressResult = { files: 0, rawBytes: 0, brBytes: 0, gzipBytes: 0 };
  // Two files at a time: brotli 11 is CPU-bound and builds run beside other builds.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next];
      next += 1;
      if (!file) continue;
      const sizes = await precompressFile(file);
      result.files += 1;
      result.rawBytes += sizes.raw;
      result.brBytes += sizes.br;
      result.gzipBytes += sizes.gz;
    }
  };
  await Promise.all([worker(), worker()]);
  return result;
}

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'qcard:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        for (const environment of Object.values(environments)) {
          const started = Date.now();
          const r = await precompressDir(environment.distPath);
          const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
          api.logger.info(
            `precompressed ${r.files} files in ${Date.now() - started} ms: ${kb(r.rawBytes)} -> br ${kb(r.brBytes)}, gzip ${kb(r.gzipBytes)}`,
          );
        }
      });
    },
  };
}
