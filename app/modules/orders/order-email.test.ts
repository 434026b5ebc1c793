import { describe, expect, it } from "vitest";

import type { Order } from "~/db/schema/orders";
import { lineText } from "~/modules/email/order-emails";
import { brandFromSettings, renderEmail } from "~/modules/email/render.server";
import { deliveryCalendar } from "~/modules/settings/delivery-dates";
import { DEFAULT_SETTINGS } from "~/modules/settings/settings-defaults";

import { ORDER_ADDRESS } from "../../../tests/support/factories";
import { cancelledData, confirmationData, shippedData } from "./order-email";

const order = {
  orderNumber: "RH-7K3M9Q2XPA",
  orderDate: new Date("2026-11-21T10:00:00Z"),
  email: "jamie@example.com",
  items: [
    { productId: "p", type: "product", name: "R36S <Retro>", image: "", variant: "Black", quantity: 2, price: 2999 },
  ],
  shippingAddress: ORDER_ADDRESS,
  subtotal: 5998,
  shippingCost: 0,
  vat: 1000,
  total: 5998,
  trackingNumber: "RM123456789GB",
} as unknown as Order & { trackingNumber: string };

const calendar = deliveryCalendar(DEFAULT_SETTINGS);

const paid = { card: { brand: "visa", last4: "4242" }, invoicePath: "/invoice/RH-7K3M9Q2XPA?sig=abc" };

/** The brand of a shop at https://shop.example with these settings, the rest as a new shop has them. */
const brandWith = (settings: Partial<Parameters<typeof brandFromSettings>[0]>) =>
  brandFromSettings(
    { siteName: "Retro Handhelds", siteLogoUrl: "", themeColors: {}, trackingPageEnabled: true, ...settings },
    "https://shop.example",
  );

const brand = brandWith({ themeColors: { primary: "262 83% 58%" } });

describe("order confirmation email", () => {
  it("lists items, totals, address, dates and the tracking link", () => {
    const mail = renderEmail("order_confirmation", confirmationData(order, paid, calendar), brand);
    expect(mail.subject).toBe("Your Retro Handhelds order RH-7K3M9Q2XPA");
    expect(mail.text).toMatch(/R36S <Retro>\s+£59\.98\s+Option: Black\s+Qty 2 × £29\.99/);
    expect(mail.text).toMatch(/Delivery\s+Free/);
    expect(mail.text).toMatch(/VAT included \(20%\)\s+£10\.00/);
    expect(mail.text).toMatch(/Total\s+£59\.98/);
    expect(mail.text).toContain("Paid by Visa ending 4242.");
    expect(mail.text).toContain("Download your VAT invoice (PDF): https://shop.example/invoice/RH-7K3M9Q2XPA?sig=abc");
    // placed on Saturday 21 November: leaves on Monday, standard takes 3 to 5 working days
    expect(mail.text).toContain("Delivery method: Standard delivery");
    expect(mail.text).toContain("Estimated delivery: Thu 26 – Mon 30 Nov");
    expect(mail.text).toContain("1 High Street\nLeeds\nLS1 1AA\nUnited Kingdom");
    expect(mail.text).toContain("Track your order: https://shop.example/track-order?order=RH-7K3M9Q2XPA");
    expect(mail.html).toContain("R36S &lt;Retro&gt;");
  });
});

describe("delivery in the confirmation email", () => {
  it("names the method and gives each method its own dates", () => {
    const express = { ...order, shippingMethod: "express" } as typeof order;
    const mail = renderEmail("order_confirmation", confirmationData(express, paid, calendar), brand);
    expect(mail.text).toContain("Delivery method: Express delivery");
    expect(mail.text).toContain("Estimated delivery: Tue 24 – Wed 25 Nov");
  });
});

describe("branding", () => {
  const branded = brandWith({
    siteName: "Pocket Arcade",
    siteLogoUrl: "/uploads/logo.webp",
    themeColors: { primary: "0 72% 51%" },
  });

  it("uses the site name, an absolute logo URL and the theme colour from settings", () => {
    // the logo's JPEG rendition: every mail client shows JPEG, Outlook desktop no WebP
    expect(branded).toMatchObject({
      siteName: "Pocket Arcade",
      logoUrl: "https://shop.example/email-images/uploads/logo.jpg",
      color: "#dc2828",
    });
    const mail = renderEmail("order_shipped", shippedData(order), branded);
    expect(mail.html).toContain('src="https://shop.example/email-images/uploads/logo.jpg"');
    expect(mail.html).toContain("background-color:#dc2828");
    expect(mail.text).toContain("Pocket Arcade");
  });

  it("is a whole XHTML document whose only request for the logo is the image itself", () => {
    const { html } = renderEmail("order_confirmation", confirmationData(order, paid, calendar), branded);
    expect(html).toMatch(
      /^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1\.0 Transitional\/\/EN"[^>]*><html[^>]*lang="en-GB"/,
    );
    expect(html).not.toContain("<link");
    expect(html.match(/logo\.jpg/g)).toHaveLength(1);
    expect(html).not.toContain(".webp");
    expect(html).toMatch(/<\/html>$/);
  });
});

describe("shipping email", () => {
  it("gives the tracking number and a link to the tracking page, in both parts", () => {
    const mail = renderEmail("order_shipped", shippedData(order), brand);
    expect(mail.subject).toBe("Your order RH-7K3M9Q2XPA is on its way");
    expect(mail.text).toContain("Tracking number: RM123456789GB");
    expect(mail.text).toContain("https://shop.example/track-order?order=RH-7K3M9Q2XPA");
    expect(mail.html).toContain('href="https://shop.example/track-order?order=RH-7K3M9Q2XPA"');
  });
});

describe("with the tracking page switched off", () => {
  const noTracking = brandWith({ trackingPageEnabled: false });

  it("the confirmation offers no link to a page that would not open", () => {
    const mail = renderEmail("order_confirmation", confirmationData(order, paid, calendar), noTracking);
    expect(mail.text).not.toContain("Track your order");
    expect(mail.html).not.toContain("/track-order");
  });

  it("the shipping email links to the carrier's own tracking, or to nothing, never the shop's page", () => {
    const withCarrier = renderEmail(
      "order_shipped",
      { ...shippedData(order), trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/RM1" },
      noTracking,
    );
    expect(withCarrier.html).toContain('href="https://www.royalmail.com/track-your-item#/tracking-results/RM1"');
    const withoutCarrier = renderEmail("order_shipped", { ...shippedData(order), trackingUrl: null }, noTracking);
    expect(withoutCarrier.text).toContain("Tracking number: RM123456789GB");
    expect(withoutCarrier.html).not.toContain("/track-order");
    expect(withoutCarrier.text).not.toContain("Follow your parcel");
  });
});

describe("what every email carries", () => {
  const trader = brandWith({
    legalName: "Retro Handhelds Ltd",
    tradingName: "",
    traderAddress: "Unit 4, Mill Lane\nLeeds\nLS1 4AB",
    supportEmail: "help@retro.example",
    supportPhone: "0113 496 0000",
    companyNumber: "01234567",
    vatNumber: "GB123456789",
  });

  it("names the trader, its geographic address and how to reach it, in both parts", () => {
    const mail = renderEmail("order_shipped", shippedData(order), trader);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Retro Handhelds Ltd.");
      expect(part).toContain("company number 01234567");
      expect(part).toContain("VAT number GB123456789");
      expect(part).toContain("Unit 4, Mill Lane, Leeds, LS1 4AB");
      expect(part).toContain("help@retro.example · 0113 496 0000");
    }
  });

  it("fits a phone's width, and the confirmation states the right to cancel with the returns page", () => {
    const mail = renderEmail("order_confirmation", confirmationData(order, paid, calendar), trader);
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"');
    expect(mail.text).toContain("within 14 days of the day it is delivered");
    expect(mail.text).toContain("Returns & Cancellations: https://shop.example/returns");
  });
});

describe("after the sale", () => {
  it("the shipping email says what is in the parcel", () => {
    const mail = renderEmail("order_shipped", shippedData(order), brand);
    expect(mail.text).toContain("In the parcel");
    expect(mail.text).toContain("2 × R36S <Retro>, Black");
  });

  it("the cancellation lists what the order held, and the refund says what remains paid", () => {
    const cancelled = renderEmail("order_cancelled", cancelledData(order, 5998), brand);
    expect(cancelled.text).toContain("2 × R36S <Retro>, Black");
    expect(cancelled.text).toContain("We have refunded £59.98 to your card.");
    const partly = renderEmail(
      "order_refunded",
      { orderNumber: order.orderNumber, customerName: "Jamie Smith", amount: 1000, lines: [], remaining: 4998 },
      brand,
    );
    expect(partly.text).toContain("You have paid £49.98 for this order after this refund.");
    const whole = renderEmail(
      "order_refunded",
      { orderNumber: order.orderNumber, customerName: "Jamie Smith", amount: 5998, lines: [], remaining: 0 },
      brand,
    );
    expect(whole.text).toContain("That refunds the whole order.");
  });
});

describe("item lines", () => {
  it("read cleanly when the name and the option both carry brackets", () => {
    expect(
      lineText({
        name: "Tempered Glass Screen Protector (3-Pack)",
        variant: "5.5-inch (X55)",
        quantity: 2,
        price: 999,
      }),
    ).toBe("2 × Tempered Glass Screen Protector (3-Pack), 5.5-inch X55");
    expect(lineText({ name: "Carry Case", variant: null, quantity: 1, price: 999 })).toBe("1 × Carry Case");
  });
});
