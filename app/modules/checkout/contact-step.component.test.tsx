// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ContactStep } from "./contact-step";

afterEach(cleanup);

function Contact({ onContinue }: { onContinue: () => void }) {
  const [email, setEmail] = useState("");
  const [offers, setOffers] = useState(false);
  return (
    <ContactStep
      email={email}
      emailOffers={offers}
      headingRef={createRef()}
      onEmail={setEmail}
      onEmailOffers={setOffers}
      onContinue={onContinue}
    />
  );
}

// The step is a form posting to its route's action: here one that accepts it.
function Page({ onContinue }: { onContinue: () => void }) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <Contact onContinue={onContinue} />, action: () => null },
  ]);
  return <Stub />;
}

describe("the checkout's contact step", () => {
  it("names the problem under the field and focuses it; the message clears when the field is edited", async () => {
    const onContinue = vi.fn();
    render(<Page onContinue={onContinue} />);
    const next = await screen.findByRole("button", { name: "Continue to shipping" });
    await userEvent.click(next);
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));

    // still not an address, but edited: SPEC §5 clears the message until the next try
    await userEvent.type(screen.getByLabelText("Email"), "jamie@");
    expect(screen.queryByText("Email is required")).toBeNull();
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    await userEvent.click(next);
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(onContinue).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Email"), "example.com");
    await userEvent.click(next);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
