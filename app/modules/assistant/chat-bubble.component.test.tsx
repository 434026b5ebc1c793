// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { ChatMessage } from "./assistant.schema";
import { ChatBubble } from "./chat-bubble";

// The chat's replies about undoing a Delivered order: the question under a result names the order, its customer
// and the status it goes back to, and its two answers say whether the customer is emailed a correction.
const delivered: ChatMessage = {
  id: "m1",
  role: "assistant",
  content: "✓ Order RH-8WYF2K marked as delivered.",
  timestamp: new Date().toISOString(),
  undos: [
    {
      entryId: "e1",
      asksCorrection: true,
      label: "Order RH-8WYF2K marked as delivered.",
      question:
        "Undo: order RH-8WYF2K (Priya Shah) goes back from Delivered to Shipped. " +
        "The customer was emailed that it was delivered. Email them a correction?",
    },
  ],
};

describe("undo under a Delivered result", () => {
  it("says what it undoes and offers the correction email, never shipment wording", () => {
    const onUndo = vi.fn();
    render(<ChatBubble message={delivered} onUndo={onUndo} />);
    const group = screen.getByRole("group", { name: "Undo: Order RH-8WYF2K marked as delivered." });
    expect(group.textContent).toContain("order RH-8WYF2K (Priya Shah) goes back from Delivered to Shipped");
    expect(group.textContent).not.toMatch(/on its way/);
    fireEvent.click(screen.getByRole("button", { name: "Undo and email a correction" }));
    expect(onUndo).toHaveBeenCalledWith(delivered.undos![0], true);
    fireEvent.click(screen.getByRole("button", { name: "Undo without emailing" }));
    expect(onUndo).toHaveBeenLastCalledWith(delivered.undos![0], false);
  });

  it("without the server's question, does not claim the order is on its way", () => {
    const offer = { ...delivered.undos![0], question: undefined };
    render(<ChatBubble message={{ ...delivered, undos: [offer] }} onUndo={vi.fn()} />);
    expect(screen.getByText("The customer was emailed about this change. Email them a correction?")).toBeTruthy();
  });
});
