export declare const SERVE_ARGS: string[];
