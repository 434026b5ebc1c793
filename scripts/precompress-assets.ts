// A Vite plugin for the production build: writes a brotli (.br, quality 11) and a gzip (.gz, level 9)
// copy beside every script, stylesheet and SVG in the browser build's assets folder, so the server
// sends them without compressing anything per request (server/http/precompressed-assets.ts, ADR 109).
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A copy is kept only where it saves more than the header that announces it ("Content-Encoding: gzip", about 25
 * bytes) costs: a script of a few hundred bytes still halves, and a page loads several of them.
 */
const HEADER_BYTES = 32;
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/** Both compressed copies of one file's bytes, each at its format's best ratio: built once, sent often. */
async function compressBoth(content: Buffer) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzip(content, { level: 9 }),
  ]);
  return { br, gz };
}

/** Writes the copies a compressible file in `folder` lacks. */
async function compressFolder(folder: string) {
  const names = await fs.readdir(folder).catch(() => []);
  const present = new Set(names);
  const pending = names.filter(
    (name) => COMPRESSIBLE.test(name) && !(present.has(`${name}.br`) && present.has(`${name}.gz`)),
  );
  await Promise.all(
    pending.map(async (name) => {
      const file = path.join(folder, name);
      const content = await fs.readFile(file);
      const { br, gz } = await compressBoth(content);
      if (gz.length + HEADER_BYTES >= content.length) return;
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/**
 * Runs at the end of both builds: the browser build's own files, then the route manifest
 * (`manifest-<hash>.js`), which React Router writes into the same folder during the server build.
 * `clientDir` is the browser build's folder, relative to the project.
 */
export function precompressAssets(clientDir = "build/client"): Plugin {
  let root = process.cwd();
  return {
    name: "retro-shop:precompress-assets",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async closeBundle() {
      await compressFolder(path.resolve(root, clientDir, "assets"));
    },
  };
}
