import { Form } from "react-router";

import { Button } from "~/components/ui/button";

// The page an emailed confirmation link opens (double opt-in). A GET only asks, because mail scanners follow
// links; the button's POST confirms.

type ConfirmAddressPageProps = {
  title: string;
  /** what pressing the button agrees to */
  question: string;
  /** said once the address is confirmed */
  done: string;
  /** whether the link is one the shop made and still works */
  valid: boolean;
  answer?: { ok: true } | { ok: false; error: string };
};

export function ConfirmAddressPage({ title, question, done, valid, answer }: ConfirmAddressPageProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">{title}</h1>
      {answer?.ok ? (
        <p role="status" className="mt-4">
          {done}
        </p>
      ) : !valid || answer ? (
        <p role="alert" className="mt-4">
          {answer && !answer.ok ? answer.error : "This confirmation link is not valid or has expired."}
        </p>
      ) : (
        <Form method="post" className="mt-4 flex flex-col items-start gap-4">
          <p>{question}</p>
          <Button type="submit">Confirm my email address</Button>
        </Form>
      )}
    </div>
  );
}
