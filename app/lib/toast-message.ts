/** A toast an action or fetcher asks for: SPEC §8's title and description. Plain data, so server code can send one. */
export type ToastMessage = { kind: "success" | "error" | "info"; title: string; description?: string };
