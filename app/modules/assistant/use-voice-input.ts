import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";

// Voice input for the assistant's message box: one British-English utterance at a time (SPEC §8),
// through the browser's Web Speech API when it has one.

// Minimal typing of the Web Speech API (not in TypeScript's DOM library).
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
};
type RecognitionConstructor = new () => Recognition;

function speechRecognition(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** `onText` receives each utterance; `onEnd` runs when listening stops. */
export function useVoiceInput(onText: (transcript: string) => void, onEnd: () => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);

  useEffect(() => () => recognition.current?.stop(), []);

  function stop() {
    recognition.current?.stop();
  }

  function toggle() {
    if (listening) return stop();
    const Recognition = speechRecognition();
    if (!Recognition) {
      toast.error("Voice input is not supported in your browser");
      return;
    }
    try {
      const rec = new Recognition();
      rec.lang = "en-GB";
      rec.continuous = false;
      rec.interimResults = false;
      rec.maxAlternatives = 1;
      rec.onresult = (event) => {
        const transcript = Array.from(event.results, (r) => r[0]?.transcript ?? "")
          .join(" ")
          .trim();
        if (transcript) onText(transcript);
      };
      rec.onerror = (event) => {
        if (event.error !== "no-speech" && event.error !== "aborted")
          toast.error("Voice input failed. Please try again.");
      };
      rec.onend = () => {
        setListening(false);
        recognition.current = null;
        onEnd();
      };
      recognition.current = rec;
      rec.start();
      setListening(true);
    } catch {
      recognition.current = null;
      setListening(false);
      toast.error("Failed to start voice input");
    }
  }

  return { listening, toggle, stop };
}
