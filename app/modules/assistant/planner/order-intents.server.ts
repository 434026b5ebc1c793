// Orders in an operator's words: marking a status (with a tracking number), cancelling with its
// refund, and notes (refunds are refund-intent.server.ts'). Orders are found by number or email (however old), by
// the customer's name ("Priya's order") or as "the latest order".
import { CARRIERS } from "~/modules/orders/carriers";

import type { Plan } from "../assistant.schema";
import { arrivedDamaged } from "./context-clauses.server";
import { matchOrder } from "./entities.server";
import { askWith, call, isPlan, money, propose, type Intent, type Request } from "./kit.server";
import { choice, describe, orderOf, ordersNamed, withoutDescribingStatus } from "./order-selection.server";
import { parcelOf, parcelOfRequest, TRACKING_AFTER } from "./parcel-words.server";
import { nothingSelected } from "./selection-intents.server";
import { QUOTED } from "./spoken-punctuation.server";
import { withoutReason, withoutStatusMovedFrom } from "./status-moves.server";

// ("the processing one": an order its status describes)
const ORDERISH =
  /\b(?:order|orders|rh-?[0-9a-z]{4,12})\b|'s\s+(?:order|one|parcel)\b|\bthe\s+(?:pending|processing|shipped)\s+one\b/;

/** Whether the words name an order: "order", its number with or without "RH-", or one of its customers. */
async function namesOrder(req: Request): Promise<boolean> {
  if (ORDERISH.test(req.text)) return true;
  const text = req.text.replace(parcelOf(req.raw).tracking?.toLowerCase() ?? "\u0000", " ");
  return !("none" in matchOrder(text, await ordersNamed(req)));
}

/** "every pending order from Tom": the status that selects the orders, and the words left for the change. */
const ORDER_FILTER =
  /\b(?:every|all(?:\s+the)?|the|any)\s+(pending|processing|shipped|delivered|cancelled)\s+orders?\b/;

/** A status change of the orders a status selects; those the words select, never widened; null when none is named. */
async function filteredOrders(req: Request): Promise<Plan | null> {
  // ("everything in pending", "everything that's still in processing": every order of that status)
  const text = req.text.replace(
    /\beverything\s+(?:that(?:'s|\s+is)\s+)?(?:still\s+)?in\s+(pending|processing|shipped|delivered)\b/,
    "every $1 order",
  );
  const found = text.match(ORDER_FILTER);
  if (!found || /\?$|^(?:show|list|what|which|how|any)\b/.test(text)) return null;
  const rest = text.replace(found[0], " orders ");
  // ("all the pending orders into processing")
  const next = rest.match(/\b(?:as|to|into)\s+(pending|processing|shipped|delivered)\b/)?.[1];
  if (!next) return null;
  // one of them chosen by its button: that order
  if (/\brh-?[0-9a-z]{10}\b/.test(req.text)) return next === "shipped" ? shipped(req) : setStatus(req, next);
  const orders = (await req.lookup.orders()).filter((o) => o.status === found[1]);
  const person = matchOrder(rest.replace(/\b(?:as|to|into)\s+\w+\b/, " "), await req.lookup.orders());
  const who = "found" in person ? person.found.customerName : null;
  const chosen = orders.filter((o) => !who || o.customerName === who);
  if (chosen.length === 0)
    return {
      message: `There are no ${found[1]} orders${who ? ` from ${who}` : ""}.`,
      toolCalls: [],
      reply: "decline",
      suggestions: [],
    };
  // "mark all pending orders as processing", "every pending order": a status (no money, no email) for each order
  // the filter selects
  if (next !== "shipped" && chosen.length > 1 && /\borders\b|^every\b/.test(found[0]))
    return propose(
      `I'll mark the ${found[1]} orders${who ? ` from ${who}` : ""} as ${next}: ${chosen.map(describe).join(", ")}. ` +
        "Please review and approve.",
      chosen.map((o) => call("update_order", { orderNumber: o.orderNumber, status: next })),
    );
  if (next === "shipped" || chosen.length > 1)
    return askWith(
      `Which of the ${found[1]} orders${who ? ` from ${who}` : ""}: ${chosen.map(describe).join(", ")}?`,
      chosen.slice(0, 3).map(choice(req)),
    );
  return setStatus({ ...req, text: chosen[0].orderNumber.toLowerCase() }, next);
}

/** The words of an order's status or its parcel. */
const STATUS_TALK = new RegExp(
  String.raw`\b(?:ship|shipped|sent|dispatch\w*|post|posted|processing|pending|delivered|arrived|tracking|parcel|` +
    String.raw`royal\s+mail|dpd|evri|hermes|parcelforce|ups|dhl|yodel|courier)\b`,
);

export const orderStatusIntent: Intent = async (req) => {
  // ("banner 'Orders placed after 23 Dec ship on 4 Jan'": status words only inside a quoted wording are its text)
  if (STATUS_TALK.test(req.text) && !STATUS_TALK.test(req.text.replace(new RegExp(QUOTED.source, "g"), " ")))
    return null;
  // ("megan's order: pending -> processing": the status it moves from is no change; "priya back to pending, it's
  // not ready": the reason after the status is no part of the change)
  const text = withoutReason(withoutStatusMovedFrom(req.text));
  const filtered = await filteredOrders(req);
  if (filtered) return filtered;
  // ("it arrived cracked" is a complaint that goes with another request, not a delivery to record)
  const delivered =
    !arrivedDamaged(text) &&
    /\b(?:delivered|arrived)\b|\bgot\s+(?:her|his|their|the)\s+(?:parcel|order)\b/.test(text) &&
    // ("aisha delivered ✅": a first name, then the status, is that customer's order; "aisha messaged to say it
    // arrived, so that's delivered": the status concluded at the end)
    new RegExp(
      String.raw`\border|rh-|mark\b|\bparcel\b|\b[a-z]+'s\s+(?:was|is|has|got)\b|` +
        String.raw`^\s*[a-z]+(?:'?s)?\s+(?:delivered|arrived)\b|` +
        String.raw`\bso\s+(?:that'?s|that\s+is|it'?s|it\s+is)\s+(?:been\s+)?delivered\s*$`,
    ).test(text);
  if (delivered) {
    if (/\b(?:which|what|how\s+many|any|list|show)\b|\?$/.test(text)) return null;
    const order = await orderOf(req);
    if (isPlan(order)) return order;
    return propose(
      `I'll mark ${order.customerName}'s order ${order.orderNumber} (${money(order.total)}) as delivered. ` +
        "Please review and approve.",
      [call("update_order", { orderNumber: order.orderNumber, status: "delivered" })],
    );
  }
  const status = withoutDescribingStatus(text).match(
    new RegExp(
      String.raw`\b(?:as|to|is|be|has\s+been|been)?\s*(shipped|` +
        String.raw`sent|dispatched|posted|processing|pending)\b|` +
        String.raw`\b(ship|dispatch|post|(?:gone|went)\s+out)\b`,
    ),
  );
  const asked = /\b(?:which|what|how|any|list|show)\b|\?$/.test(text);
  // naming a carrier for an order is shipping it: "RH-3H5G7Z1U9K went DPD 1550…", "priya's parcel went ups …"
  const viaCarrier = !status && parcelOfRequest(req).carrier !== null && (await namesOrder(req));
  if (viaCarrier && !asked) return shipped(req);
  // "royal mail RN112233445GB": a parcel, but for which order is not said
  const parcel = parcelOfRequest(req);
  if (!status && !asked && parcel.carrier && parcel.tracking && /\d/.test(parcel.tracking)) {
    const open = (await req.lookup.orders()).filter((o) => o.status === "pending" || o.status === "processing");
    return askWith(
      `Which order is the ${CARRIERS[parcel.carrier].name} parcel ${parcel.tracking} for?`,
      open.slice(0, 3).map((o) => ({ ...choice(req)(o), prompt: `Ship ${o.orderNumber} ${req.raw}` })),
    );
  }
  // "RH-4F7K… tracking JD000…", "tom's tracking no. is TT1…": a tracking number given for an order ships it,
  // with or without a carrier
  const after = req.raw.match(TRACKING_AFTER)?.[1];
  // "her tracking number is wrong, it should be RN…": the number further on
  const tracking = after && /\d/.test(after) ? after : /\btracking\b/.test(text) ? parcelOfRequest(req).tracking : null;
  const viaTracking = !status && !!tracking && (await namesOrder(req));
  if (viaTracking && !asked) return shipped(req);
  // "sent toms via hermes …", "posted megans with a courier": the verb first, then whose order
  const verb =
    /\b(?:mark|set|move|put|ship|dispatch|post|order|is|has\s+been|change|gone|went)\b/.test(text) ||
    /^(?:just\s+)?(?:sent|posted|dispatched|shipped)\s+(?!orders?\b)[a-z]+'?s?\b/.test(text);
  // "RH-3H5G7Z1U9K shipped by Yodel": a status said of a named order, not asked about
  // "sent RH-… with hermes H01…": the same, with the verb first
  // "priya to processing", "tom's back to pending", "rh8t3n6p2w5c to processing": whose order (or its number),
  // then the status it goes to
  const saidOf =
    !asked &&
    (/^\S+\s+(?:shipped|dispatched|posted|sent)\b/.test(text) ||
      /^(?:[a-z]+(?:'?s)?|(?:rh-?)?[0-9a-z]{10})\s+(?:back\s+)?(?:in)?to\s+(?:processing|pending)$/.test(text) ||
      // ("we're boxing up aisha's now so processing": what is happening to a named order, the status concluded)
      /\bso\s+(?:(?:that|it)(?:'?s|\s+is)\s+)?(?:now\s+)?(?:processing|pending)$/.test(text) ||
      /^(?:shipped|dispatched|posted|sent)\s+(?!orders?\b)\S*\d/.test(text));
  if (!status || (!verb && !saidOf)) return null;
  if (/\b(?:need|needs|still|waiting|what|which|haven'?t|not)\b/.test(text)) return null;
  if (!(await namesOrder(req)) && !/\b(?:ship|dispatch)\b/.test(text)) return null;
  const word = status[1] ?? status[2];
  const next = /^(?:shipped|sent|dispatched|posted|ship|dispatch|post|(?:gone|went)\s+out)$/.test(word)
    ? "shipped"
    : word;
  return next === "shipped" ? shipped(req) : setStatus(req, next);
};

async function setStatus(req: Request, next: string): Promise<Plan> {
  const order = await orderOf(req);
  if (isPlan(order)) return order;
  return propose(
    `I'll mark ${order.customerName}'s order ${order.orderNumber} (${money(order.total)}) as ${next}. ` +
      "Please review and approve.",
    [call("update_order", { orderNumber: order.orderNumber, status: next })],
  );
}

/** Shipping reads the carrier, the tracking number and the order; without a number it asks first. */
async function shipped(req: Request): Promise<Plan> {
  const next = "shipped";
  const parcel = parcelOfRequest(req);
  // a tracking number is not an order number: look the order up in the words around it
  const order = await orderOf({ ...req, text: req.text.replace(parcel.tracking?.toLowerCase() ?? "\u0000", " ") });
  if (isPlan(order)) return order;
  const { carrier, tracking } = parcel;
  const who = `${order.customerName}'s order ${order.orderNumber} (${money(order.total)})`;
  // an order that has gone already is not shipped again: its parcel is corrected when the words say so
  if (order.status !== "pending" && order.status !== "processing") {
    const corrects = /\b(?:wrong|should\s+be|correct\w*|update|change|fix|new|actually)\b/.test(req.text);
    if (order.status === "shipped" && corrects && tracking)
      return propose(`I'll correct the parcel of ${who}. Please review and approve.`, [
        call("update_order", {
          orderNumber: order.orderNumber,
          ...(carrier ? { carrier } : {}),
          trackingNumber: tracking,
        }),
      ]);
    return nothingSelected(`${who} is ${order.status} already, so there is nothing to ship and nothing is proposed.`);
  }
  // marking an order shipped emails the customer: the parcel's number goes in that email, so ask for it first
  // ("without tracking", "no tracking", "untracked": the operator says there is none to wait for; "no tracking
  // yet" says one is coming, so it is still asked for; "not tracked", "didn't get a tracking number": none either)
  const none = new RegExp(
    String.raw`(?:\b(?:without|no)\s+(?:a\s+)?|\b(?:didn'?t|did\s+not|never)\s+(?:get|got|have)\s+(?:a\s+|any\s+)?)` +
      String.raw`tracking\b(?!\s+(?:\w+\s+)?yet\b)|\buntracked\b|\bnot\s+tracked\b`,
  );
  if (!tracking && !none.test(req.text))
    return askWith(
      `What is the tracking number for ${who}${carrier ? ` (${CARRIERS[carrier].name})` : ""}? ` +
        "Marking it shipped emails the customer, so I ask before that email goes out.",
      [{ label: "Ship without a tracking number", prompt: `Mark ${order.orderNumber} as shipped without tracking` }],
    );
  const args: Record<string, unknown> = { orderNumber: order.orderNumber, status: next };
  if (carrier) args.carrier = carrier;
  if (tracking) args.trackingNumber = tracking;
  // a courier the shop has no link for: the link the operator gave, with {tracking} where the number goes
  const link = req.raw.match(/\bhttps:\/\/\S*\{tracking\}\S*/i)?.[0];
  if (link && carrier === "other") args.carrierUrlPattern = link.replace(/[.,;)]+$/, "");
  const by = carrier ? ` by ${CARRIERS[carrier].name}` : "";
  return propose(
    `I'll mark ${who} as ${next}${by}${tracking ? ` with tracking number ${tracking}` : ""}. ` +
      "Please review and approve.",
    [call("update_order", args)],
  );
}

export const cancelIntent: Intent = async (req) => {
  const scrapped = /\b(?:scrap|void|bin)\s+(?:the\s+)?(?:order\b|rh-)/.test(req.text);
  // ("priya's cancelling, ordered the wrong one": the customer named first is cancelling, said as a fact, not a
  // question or a maybe)
  const theyCancel =
    /^[a-z]+(?:'s|\s+is)\s+(?:now\s+)?cancell?ing\b/.test(req.text) &&
    !/\?|\b(?:might|may|maybe|if|thinking)\b/.test(req.text);
  if (!/\bcancel(?:led|ed|l)?\b/.test(req.text) && !scrapped && !theyCancel) return null;
  if (/\bsubscription|newsletter|account\b/.test(req.text)) return null;
  if (/\b(?:cancelled|canceled)\s+orders\b|\b(?:show|list|which|any)\b/.test(req.text)) return null;
  const order = await orderOf(req, true);
  if (isPlan(order)) return order;
  return propose(
    `I'll cancel ${order.customerName}'s order ${order.orderNumber} ` +
      `and refund what is left of its ${money(order.total)}. Please review and approve.`,
    [call("cancel_order", { orderNumber: order.orderNumber })],
  );
};

/** "note on tom's order: …"; "can you stick a note on her order saying 'gift wrap'": any verb of writing, and
 * "saying" as the colon. */
const NOTE_ON = new RegExp(
  String.raw`^\s*(?:(?:can|could|would)\s+you\s+|please\s+)?(?:(?:add|put|stick|pop|leave|write)\s+(?:a\s+|an\s+)?)?` +
    String.raw`(?:internal\s+)?note\s+(?:on|to|for)\b(.*?)(?::|\s+(?:saying|that\s+says|reading)\b)\s*(.+)$`,
  "i",
);

/** "add a note to megans - gift wrap requested", "put a note on tom's 'chased the courier'": with no colon, a dash
 * or the opening quote marks where the note starts (the order named before it holds no colon or quote). */
const NOTE_AFTER_BREAK = new RegExp(
  String.raw`^\s*(?:(?:can|could|would)\s+you\s+|please\s+|just\s+)?(?:(?:add|put|stick|pop|leave|write)\s+` +
    String.raw`(?:a\s+|an\s+)?)?(?:internal\s+)?note\s+(?:on|to|for)\b((?:\s+[^\s:"“‘'][^\s:"“‘]*)*?)` +
    String.raw`(?:\s+[-–—]+\s+|\s+(?=["“‘']))(.+)$`,
  "i",
);

/** "note on tom's order: customer wants gift wrap": the order's internal notes, as typed after the colon. */
export const orderNoteIntent: Intent = async (req) => {
  // "note it 'refunded for scratch' RH-…": a quoted note, the order named before or after it
  const m =
    req.raw.match(NOTE_ON) ??
    req.raw.match(NOTE_AFTER_BREAK) ??
    req.raw.match(
      /^\s*(?:add\s+(?:a\s+)?)?note\s+((?:(?!["“‘']).)*?)\s*(["“‘'].+["”’'])(?:\s+(?:on\s+)?(rh-\S+))?\s*$/i,
    );
  if (!m) return null;
  // ("note on her order: 'refunded £5' RH-…": the order a part before named, put after the quoted note)
  const after = /^(["“‘'].*["”’'])\s+(?:on\s+)?(rh-[0-9a-z]+)$/i.exec(m[2].trim());
  const number = m[3] ?? after?.[2] ?? "";
  const order = await orderOf({ ...req, text: `${m[1]} ${number}`.toLowerCase() });
  if (isPlan(order)) return order;
  // quotes only mark where the note starts and ends
  const notes = (after?.[1] ?? m[2])
    .trim()
    .replace(/^["“‘']+(.*?)["”’']+[.!]?$/s, "$1")
    .trim();
  return propose(
    `I'll set the notes of ${order.customerName}'s order ${order.orderNumber} to “${notes}”. ` +
      "Please review and approve.",
    [call("update_order", { orderNumber: order.orderNumber, notes })],
  );
};
