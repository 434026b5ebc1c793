import type { ReactNode } from "react";

/** A short line of its own with no closing punctuation reads as a heading ("Your right to cancel"). */
const isHeading = (paragraph: string) =>
  paragraph.length <= 60 && !paragraph.includes("\n") && !/[.:,;!?]$/.test(paragraph);

/** Stored plain text as paragraphs (blank lines split them; single newlines are kept). */
export function StoredText({ text }: { text: string }) {
  return (
    <div className="space-y-4 leading-relaxed whitespace-pre-line text-muted-foreground">
      {text.split(/\n{2,}/).map((paragraph, i) =>
        isHeading(paragraph.trim()) ? (
          <h2 key={i} className="pt-2 text-lg font-bold text-foreground">
            {paragraph.trim()}
          </h2>
        ) : (
          <p key={i}>{paragraph}</p>
        ),
      )}
    </div>
  );
}

export function TextPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-8">{children}</div>
    </div>
  );
}
