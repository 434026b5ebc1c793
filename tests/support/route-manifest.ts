// The route manifest as React Router builds it (a server build's `routes`: id, parent, path, module), made
// from app/routes.ts and its modules, for the tests that run without Vite's React Router plugin.
import path from "node:path";

import type { ServerBuild } from "react-router";

import * as root from "~/root";
import routes from "~/routes";

type RouteEntry = { id?: string; path?: string; index?: boolean; caseSensitive?: boolean; file: string };
type Entry = RouteEntry & { children?: Entry[] };
type Manifest = ServerBuild["routes"];

/** React Router's id for a route file: its path under app/ without the extension. */
const idOf = (entry: RouteEntry) => entry.id ?? entry.file.replace(/\.[^/.]+$/, "");

export async function routeManifest(): Promise<Manifest> {
  const manifest: Manifest = {
    root: { id: "root", path: "", module: root as unknown as NonNullable<Manifest[string]>["module"] },
  };
  async function add(entries: Entry[], parentId: string) {
    for (const entry of entries) {
      const id = idOf(entry);
      const module = (await import(/* @vite-ignore */ path.resolve("app", entry.file))) as unknown;
      manifest[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module: module as NonNullable<Manifest[string]>["module"],
      };
      await add(entry.children ?? [], id);
    }
  }
  await add(routes as Entry[], "root");
  return manifest;
}
