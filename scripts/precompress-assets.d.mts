import type { Plugin } from "vite";

export declare function precompressAssets(clientDir?: string): Plugin;
