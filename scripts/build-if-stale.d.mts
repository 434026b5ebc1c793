export declare const SERVER_ENTRY: string;
export declare function buildIfStale(options?: { log?: (message: string) => void }): Promise<void>;
