export declare const FAKE_TRACK17_KEY: string;
export declare const FAKE_TRACK17_DISABLED_KEY: string;
export declare const CANNED: Record<string, () => unknown>;
export type FakeTrack17Call = { operation: string; numbers: string[]; key: string };
export type FakeTrack17 = {
  url: string;
  calls: FakeTrack17Call[];
  registered: Set<string>;
  callsFor: (operation: string, number: string) => FakeTrack17Call[];
  close: () => Promise<void>;
};
export declare function startTrack17Fake(options?: {
  port?: number;
  host?: string;
  slowMs?: number;
}): Promise<FakeTrack17>;
