import type { Settings } from "~/db/schema/settings";

import { deliveryAreaSentence } from "./delivery-destinations";
import {
  cancellationReturnSentence,
  GUARANTEE_TERMS_PATH,
  returnsPolicy,
  type ReturnsPolicySettings,
} from "./returns-policy";
import { addressLines, POLICIES, traderStatement, tradingNameOf, type PolicyKind, type TraderIdentity } from "./trader";

// Default UK texts for the three legal pages, filled from the trader's identity. A policy the operator
// leaves empty shows its template, so no legal page is ever empty (DESIGN.md). Plain text: blank lines
// split paragraphs, as the policy editor stores them.

/** What the templates are filled from: the trader, the returns policy and where the shop delivers. */
export type TemplateSettings = TraderIdentity & ReturnsPolicySettings & Pick<Settings, "deliveryCountries">;
export type PolicySettings = TemplateSettings & Pick<Settings, "termsOfService" | "privacyPolicy" | "returnPolicy">;

const MISSING = "(to be added by the shop)";

function contact(trader: TraderIdentity) {
  const address = addressLines(trader).join(", ") || MISSING;
  const email = trader.supportEmail.trim() || MISSING;
  const phone = trader.supportPhone.trim();
  return { name: tradingNameOf(trader), address, email, phone };
}

/** The model cancellation form of Schedule 3 to the Consumer Contracts Regulations 2013. */
export function modelCancellationForm(trader: TraderIdentity): string {
  const { name, address, email } = contact(trader);
  return [
    "Model cancellation form",
    `To: ${trader.legalName.trim() || name}, ${address}, ${email}`,
    "I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*],\n" +
      "Ordered on [*] / received on [*],\nName of consumer(s),\nAddress of consumer(s),\n" +
      "Signature of consumer(s) (only if this form is notified on paper),\nDate\n[*] Delete as appropriate.",
  ].join("\n\n");
}

function returnsTemplate(trader: TemplateSettings): string {
  const { name, address, email, phone } = contact(trader);
  const { guarantee, refundDays } = returnsPolicy(trader);
  return [
    ...(guarantee
      ? [
          `Our ${guarantee.days}-day money-back guarantee is set out at the top of this page. It adds to the legal ` +
            "rights below and does not take any of them away.",
        ]
      : []),
    "Your right to cancel",
    `You may cancel your order with ${name} for any reason within 14 days of the day you (or someone you ` +
      "name) receive the goods, under the Consumer Contracts Regulations 2013. For an order delivered in " +
      "several parcels, the 14 days run from the day the last one arrives.",
    "How to cancel",
    `Tell us clearly before the 14 days are up: email ${email}${phone ? `, call ${phone}` : ""}, or write to ` +
      `${address}. You may use the model cancellation form below, but you do not have to. Please include ` +
      "your order number.",
    "Returning the goods",
    "Send the goods back to the address above without undue delay and at the latest 14 days after you " +
      `tell us you are cancelling. ${cancellationReturnSentence(trader)} You may handle the goods as you would ` +
      "in a shop; we may reduce the refund if their value has fallen because they were handled more than that.",
    "Your refund",
    `We refund the price you paid and the standard delivery charge within ${refundDays} days of receiving the goods ` +
      "back, or of your proof that you have sent them, whichever is sooner, to the payment method you used. " +
      "There is no fee for the refund.",
    "Faulty goods",
    "Whatever the above, the Consumer Rights Act 2015 gives you the right to goods that are of satisfactory " +
      "quality, fit for purpose and as described. If they are not, you may reject them for a full refund " +
      "within 30 days of delivery; after that we will repair or replace them, and if that fails you may " +
      "have a refund or a price reduction. Within six months of delivery a fault is taken to have been " +
      "there from the start unless we prove otherwise. We pay the cost of returning faulty goods.",
    modelCancellationForm(trader),
    traderStatement(trader),
  ].join("\n\n");
}

function termsTemplate(trader: TemplateSettings): string {
  const { name, address, email, phone } = contact(trader);
  const { guarantee } = returnsPolicy(trader);
  return [
    "Who we are",
    `${traderStatement(trader)} Our address is ${address}. Contact us at ${email}${phone ? ` or ${phone}` : ""}.`,
    "Your order and our contract",
    "Prices are in pounds sterling and include VAT. Delivery charges are shown before you pay. When you " +
      "place an order and your payment is taken, we email you a confirmation, and a contract between you " +
      "and us is made. If we cannot supply an item we will tell you and refund you in full.",
    "Delivery",
    `${deliveryAreaSentence(trader)} Our dispatch times and delivery estimates are shown on the product pages ` +
      "and at checkout. The goods are your responsibility once delivered.",
    "Cancelling and returns",
    `You may cancel within 14 days of receiving the goods. How to cancel, the model cancellation form and ` +
      `your refund are set out on our ${POLICIES.returns.title} page.` +
      (guarantee
        ? ` Our ${guarantee.days}-day money-back guarantee adds to that right; its terms are on the same page ` +
          `(${GUARANTEE_TERMS_PATH}).`
        : ""),
    "If something is wrong",
    "Your legal rights under the Consumer Rights Act 2015 are not affected by these terms: goods must be of " +
      "satisfactory quality, fit for purpose and as described. Any guarantee or warranty we offer is in " +
      "addition to those rights.",
    "Our liability",
    "We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these " +
      "terms or failing to use reasonable care. We do not exclude liability where it would be unlawful to do so.",
    "Complaints and law",
    `Please contact us first at ${email}. These terms are governed by the law of England and Wales, and you ` +
      `may bring proceedings in the courts of England and Wales, Scotland or Northern Ireland where you live. ` +
      `${name} is the seller of every item on this site.`,
  ].join("\n\n");
}

function privacyTemplate(trader: TraderIdentity): string {
  const { name, address, email } = contact(trader);
  return [
    "Who is responsible for your data",
    `${traderStatement(trader)} We are the controller of the personal data described here. Contact us at ` +
      `${email} or ${address}.`,
    "What we collect and why",
    "When you order, we collect your name, email address, delivery address and phone number to take " +
      "payment, deliver your order, send you emails about it and deal with returns (to perform our contract " +
      "with you). We keep order records for six years because tax law requires it. Card details are " +
      "handled by our payment provider and never stored by us.",
    "Marketing",
    "We send offers by email only if you ask for them (your consent), and every such email lets you " +
      "unsubscribe. Declining does not affect your order.",
    "Who we share it with",
    "Our payment provider, the carrier that delivers your parcel, and the companies that host our website " +
      "and send our emails, each only as needed for that purpose. We do not sell your data.",
    "Cookies",
    "We use cookies that are strictly necessary: to keep your basket and, for staff, a signed-in session. " +
      "We do not use advertising cookies.",
    "Your rights",
    "You may ask for a copy of your data, and ask us to correct, delete or stop using it. You may complain to " +
      `the Information Commissioner's Office (ico.org.uk). ${name} will answer requests within one month.`,
  ].join("\n\n");
}

const TEMPLATES: Record<PolicyKind, (trader: TemplateSettings) => string> = {
  terms: termsTemplate,
  privacy: privacyTemplate,
  returns: returnsTemplate,
};

/** The UK template of a policy, filled from the trader's identity. */
export function policyTemplate(kind: PolicyKind, trader: TemplateSettings): string {
  return TEMPLATES[kind](trader);
}

/** A legal page's text: what the operator wrote, or the template when they left it empty. */
export function policyText(kind: PolicyKind, settings: PolicySettings): { text: string; isTemplate: boolean } {
  const stored = String(settings[POLICIES[kind].key] ?? "").trim();
  return stored ? { text: stored, isTemplate: false } : { text: policyTemplate(kind, settings), isTemplate: true };
}

/** Titles of the policies that currently show their template (the admin dashboard says so). */
export function templatedPolicies(settings: PolicySettings): string[] {
  return (Object.keys(POLICIES) as PolicyKind[])
    .filter((kind) => policyText(kind, settings).isTemplate)
    .map((kind) => POLICIES[kind].title);
}
