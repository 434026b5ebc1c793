import type { Plugin } from "vite";
export declare function precompressAssets(): Plugin;
