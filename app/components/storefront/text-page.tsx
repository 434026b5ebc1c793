import type { ReactNode } from "react";

/** Stored plain text as paragraphs (blank lines split them; single newlines are kept). */
export function StoredText({ text }: { text: string }) {
  return (
    <div className="space-y-4 leading-relaxed whitespace-pre-line text-muted-foreground">
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
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

/** A page of one stored text (privacy policy, terms), or what to say while none has been written. */
export function StoredTextPage({ title, text, empty }: { title: string; text: string; empty: string }) {
  return (
    <TextPage title={title}>
      {text.trim() ? <StoredText text={text} /> : <p className="text-muted-foreground">{empty}</p>}
    </TextPage>
  );
}
