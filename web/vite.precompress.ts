import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the server sends compressed (server/src/common/web-client.ts): text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a packet's worth, and the server sends the file itself. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli) and `name.gz` (gzip, level 9) beside each text file of the build, once, at build time:
 * the server picks one by the request's Accept-Encoding and compresses nothing per request. A copy that comes out no
 * smaller than the file is not written (the server then sends the file).
 *
 * `quality` is brotli's: 11 (the most) for the app, whose bytes every user waits for on a phone; the API playground's
 * build (9 MB: Monaco, GraphiQL, their workers) takes 9, which costs about 8 % more bytes on a page integrators open
 * on a desk and 2 s of CPU instead of 15 in every build (`npm test` builds once per run).
 */
export function precompress(quality: number = constants.BROTLI_MAX_QUALITY): Plugin {
  return {
    name: 'hostel-admin:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: quality,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${path}.br`, br);
          if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
