// A Vite plugin for the browser build: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy
// beside every script, stylesheet and SVG the build emits, so the server sends them without compressing
// anything per request (server/precompressed-assets.ts, ADR 113).
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, a response's headers outweigh what compression saves. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/** Both compressed copies of one file's bytes, each at its format's best ratio: built once, sent often. */
async function compressBoth(content) {
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  return { br, gz };
}

/** @returns {import("vite").Plugin} */
export function precompressAssets() {
  return {
    name: "retro-shop:precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "build/client";
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await fs.readFile(file);
          if (content.length < MIN_BYTES) return;
          const { br, gz } = await compressBoth(content);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
