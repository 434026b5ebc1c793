export declare const root: string;
export declare const serverEntry: string;
export declare function buildState(): "missing" | "stale" | "development" | "fresh";
export declare function developmentScripts(): string[];
