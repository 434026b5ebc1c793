import type { FaqItem, IconFeature, ReturnPostagePayer, Settings } from "~/db/schema/settings";

// The one returns policy (DESIGN.md "Promises"): the statutory 14-day right to cancel, plus the shop's
// optional money-back guarantee, from the settings record. Every surface that states a number of days,
// who pays for a return or how soon the refund comes (banner, home, checkout, product page, FAQ, Support,
// the Returns page, the Terms and the emails) takes its words from here, so no two of them can differ.

/** Consumer Contracts Regulations 2013: days to cancel from delivery, and to refund once the goods are back. */
export const STATUTORY_CANCEL_DAYS = 14;
export const STATUTORY_REFUND_DAYS = 14;

/** The Returns page, and where on it the guarantee's terms are written out. */
export const RETURNS_PATH = "/returns";
export const GUARANTEE_TERMS_ID = "guarantee";
export const GUARANTEE_TERMS_PATH = `${RETURNS_PATH}#${GUARANTEE_TERMS_ID}`;

export const RETURNS_POLICY_KEYS = [
  "guaranteeEnabled",
  "guaranteeDays",
  "guaranteeReturnPostage",
  "guaranteeRefundDays",
] as const;
export type ReturnsPolicySettings = Pick<Settings, (typeof RETURNS_POLICY_KEYS)[number]>;

export type Guarantee = { days: number; returnPostage: ReturnPostagePayer; refundDays: number };
export type ReturnsPolicy = { cancelDays: number; refundDays: number; guarantee: Guarantee | null };

/** The policy as facts: the statutory right, and the guarantee when it is on. */
export function returnsPolicy(settings: ReturnsPolicySettings): ReturnsPolicy {
  const guarantee = settings.guaranteeEnabled
    ? {
        days: settings.guaranteeDays,
        returnPostage: settings.guaranteeReturnPostage,
        refundDays: Math.min(settings.guaranteeRefundDays, STATUTORY_REFUND_DAYS),
      }
    : null;
  return {
    cancelDays: STATUTORY_CANCEL_DAYS,
    refundDays: guarantee?.refundDays ?? STATUTORY_REFUND_DAYS,
    guarantee,
  };
}

/**
 * How many days after delivery a shopper may start a return: the statutory 14, or the guarantee's days when it
 * is on and longer. "Find my orders" reads it, so it never refuses what the Returns page and the banner promise.
 */
export function returnWindowDays(settings: ReturnsPolicySettings): number {
  const { cancelDays, guarantee } = returnsPolicy(settings);
  return Math.max(cancelDays, guarantee?.days ?? 0);
}

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** SPEC's heading, "30-Day Money-Back Guarantee": only while the guarantee is on. */
export function guaranteeHeading(settings: ReturnsPolicySettings): string | null {
  const { guarantee } = returnsPolicy(settings);
  return guarantee ? `${guarantee.days}-Day Money-Back Guarantee` : null;
}

/** One line for the announcement bar and the product page: the guarantee, or the statutory right. */
export function returnsPromise(settings: ReturnsPolicySettings): string {
  const { guarantee, cancelDays } = returnsPolicy(settings);
  return guarantee ? `${guarantee.days}-day money-back guarantee` : `${cancelDays}-day right to cancel`;
}

/** Who pays to send goods back under the policy, in the shopper's words. */
function postageSentence(guarantee: Guarantee | null): string {
  return guarantee?.returnPostage === "shop"
    ? "We pay the cost of sending it back: we email you a prepaid returns label."
    : "You pay the cost of sending it back.";
}

/** Checkout's badges about returns, before the operator's own. */
export function returnsBadges(settings: ReturnsPolicySettings): string[] {
  const { guarantee, cancelDays } = returnsPolicy(settings);
  if (!guarantee) return [`${cancelDays}-day right to cancel`];
  return [
    `${guarantee.days}-day money-back guarantee`,
    ...(guarantee.returnPostage === "shop" ? ["Free returns"] : []),
  ];
}

/** The home page's guarantee section: the policy's features, before the operator's other promises. */
export function guaranteeFeatures(settings: ReturnsPolicySettings): IconFeature[] {
  const { guarantee } = returnsPolicy(settings);
  if (!guarantee) return [];
  return [
    {
      icon: "Shield",
      title: `${guarantee.days}-day money-back guarantee`,
      description: `Not for you? Send it back within ${days(guarantee.days)} of delivery for a full refund.`,
    },
    guarantee.returnPostage === "shop"
      ? { icon: "RotateCcw", title: "Free returns", description: "We pay the return postage." }
      : { icon: "RotateCcw", title: "Easy returns", description: "You pay the cost of sending it back." },
    {
      icon: "Clock",
      title: `Refund within ${days(guarantee.refundDays)}`,
      description: "Of the item reaching us, to the card you paid with.",
    },
  ];
}

/** The guarantee's terms, paragraph by paragraph, for the Returns page (empty while it is off). */
export function guaranteeTerms(settings: ReturnsPolicySettings): string[] {
  const { guarantee, cancelDays } = returnsPolicy(settings);
  if (!guarantee) return [];
  return [
    `You may return anything you bought from us within ${days(guarantee.days)} of the day it is delivered, ` +
      "for any reason, for a full refund of the price you paid and the standard delivery charge. Tell us " +
      "with your order number and send the item back in the condition you received it, with what came in the box.",
    postageSentence(guarantee),
    `We refund you within ${days(guarantee.refundDays)} of the item reaching us, to the payment method you used.`,
    `This guarantee is in addition to your legal rights: your ${cancelDays}-day right to cancel and your ` +
      "rights for faulty goods under the Consumer Rights Act 2015, which it does not reduce.",
  ];
}

/** Returning goods under the statutory right, as the Returns page and the Terms say it. */
export function cancellationReturnSentence(settings: ReturnsPolicySettings): string {
  return returnsPolicy(settings).guarantee?.returnPostage === "shop"
    ? "We pay the cost of sending them back."
    : "Unless we have said we will collect them, you pay the cost of sending them back.";
}

/** The FAQ's answer about returns, always from the policy. */
export function returnsFaq(settings: ReturnsPolicySettings): FaqItem {
  const { guarantee, cancelDays, refundDays } = returnsPolicy(settings);
  const answer = guarantee
    ? `Yes. You have ${days(guarantee.days)} from delivery to return any item for a full refund, under our ` +
      `money-back guarantee. ${postageSentence(guarantee)} We refund you within ${days(refundDays)} of the ` +
      "item reaching us. Get in touch with your order number to start a return."
    : `Yes. You may cancel within ${days(cancelDays)} of delivery for a full refund. ${postageSentence(null)} ` +
      `We refund you within ${days(refundDays)} of the item reaching us. Get in touch with your order number.`;
  return { question: "Can I return my order if I change my mind?", answer };
}

/** A short statement for emails (the delivered email): how long the shopper has to send it back. */
export function returnsEmailLine(settings: ReturnsPolicySettings): string {
  const { guarantee, cancelDays } = returnsPolicy(settings);
  return guarantee
    ? `Not for you? You have ${days(guarantee.days)} from delivery to send it back for a full refund. ` +
        postageSentence(guarantee)
    : `You may cancel within ${days(cancelDays)} of delivery for a full refund. ${postageSentence(null)}`;
}

/** The announcement bar: the operator's text, then the guarantee while it is on; empty hides the bar. */
export function announcementText(settings: ReturnsPolicySettings & Pick<Settings, "announcementBar">): string {
  const text = settings.announcementBar.trim();
  return text && settings.guaranteeEnabled ? `${text} · ${returnsPromise(settings)}` : text;
}

/** The order confirmation's "Your right to cancel": the statutory right, then the guarantee while it is on. */
export function cancellationEmailText(settings: ReturnsPolicySettings): string {
  const { guarantee, cancelDays, refundDays } = returnsPolicy(settings);
  const statutory =
    `You can cancel this order for any reason within ${days(cancelDays)} of the day it is delivered, and we ` +
    `refund you within ${days(refundDays)} of receiving the goods back.`;
  return guarantee ? `${statutory} ${returnsEmailLine(settings)}` : statutory;
}

/** The return instructions email's terms: who pays the postage, how soon the refund comes, the legal rights kept. */
export function returnTermsText(settings: ReturnsPolicySettings): string {
  const { guarantee, refundDays } = returnsPolicy(settings);
  return (
    `${postageSentence(guarantee)} We refund you within ${days(refundDays)} of the items reaching us, ` +
    "to the payment method you used. Your rights for faulty goods under the Consumer Rights Act 2015 are not affected."
  );
}
