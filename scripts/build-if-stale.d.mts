export declare const SERVER_ENTRY: string;
export declare function buildIfStale(options?: { log?: (message: string) => void }): Promise<void>;
export declare function buildProduction(options?: {
  stdio?: import("node:child_process").StdioOptions;
}): import("node:child_process").SpawnSyncReturns<Buffer>;
