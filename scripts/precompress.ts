// A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, so
// the server sends compressed bytes without compressing on each request (src/server/plugins/web.ts serves
// them by the request's Accept-Encoding). Done once at build time, so both use their highest level.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats compress well; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** Writes `<file>.br` and `<file>.gz` beside each compressible file under dir. */
export async function precompressDirectory(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A tiny file can come out larger; then the server sends it as it is.
      await Promise.all([
        br.length < bytes.length && writeFile(`${file}.br`, br),
        gz.length < bytes.length && writeFile(`${file}.gz`, gz),
      ]);
    }),
  );
}

/** Precompresses the build's output directory once everything is written. */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "brigade:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
