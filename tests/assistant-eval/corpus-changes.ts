// Requests that change the shop, as operators type them (typos, British and American spelling,
// relative amounts, "quid", number words), with what the assistant must propose. Written against the
// demo catalogue plus the eval's own orders, reviews and activity (eval-shop.ts). Prices below are
// worked out from the shop the eval sets up: R36S £49.99, R36 Ultra £79.99 (stock 8), X55 £119.99
// (stock 45), R36S stock 120; carry case £12.99, microSD £14.99, screen protector £6.99, battery
// £19.99, dock £15.99 (was £17.99), controller £12.99 (a draft; the assistant lowered it from £14.99).
import { ask, c, decline, type Case } from "./corpus-kit";

const X55 = "$product:x55-console";
const ULTRA = "$product:r36-ultra";
const R36S = "$product:r36-console";
const CASE = "$addon:hard-shell-carry-case";
const SD = "$addon:microsd-128gb";
const PROTECTOR = "$addon:screen-protector-3-pack";
const BATTERY = "$addon:battery-upgrade-5000mah";
const DOCK = "$addon:usb-c-charging-dock";
const PAD = "$addon:retro-wired-controller";
const price = (id: string, p: string) =>
  c(id.startsWith("$addon") ? "update_addon" : "update_product", { id, price: p });
const stock = (id: string, n: number) => c("update_product", { id, stockQuantity: n });
const status = (id: string, s: string) =>
  c(id.startsWith("$addon") ? "update_addon" : "update_product", { id, status: s });

export const PRICE_CASES: Case[] = [
  ["drop the X55 by five pounds", price(X55, "114.99")],
  ["make the x55 £5 cheaper", price(X55, "114.99")],
  ["reduce x55 price by £10", price(X55, "109.99")],
  ["x55 price down 10%", price(X55, "107.99")],
  ["set the R36 Ultra to £74.99", price(ULTRA, "74.99")],
  ["change r36 ultra price to 74.99", price(ULTRA, "74.99")],
  ["r36 ultra should be 7499p", price(ULTRA, "74.99")],
  ["price of the ultra to 75 quid", price(ULTRA, "75.00")],
  ["put the ultra up by a fiver", price(ULTRA, "84.99")],
  ["raise the X55 by 10 pounds", price(X55, "129.99")],
  ["increase price of x55 handheld by 5%", price(X55, "125.99")],
  ["knock £3 off the carry case", price(CASE, "9.99")],
  ["carry case price now £11", price(CASE, "11.00")],
  ["set the sd card price to 12.50", price(SD, "12.50")],
  ["make the microsd 13.99", price(SD, "13.99")],
  ["screen protectors 20% off", price(PROTECTOR, "5.59")],
  ["bump the battery upgrade to £21.99", price(BATTERY, "21.99")],
  ["lower the price of the dock by £2", price(DOCK, "13.99")],
  ["put the dock back to its old price", price(DOCK, "17.99")],
  ["revert the charging dock price", price(DOCK, "17.99")],
  ["change the pirce of the x55 to 109", price(X55, "109.00")],
  ["x55 hanheld price to 115", price(X55, "115.00")],
  ["cut the r36s by a tenner", price(R36S, "39.99")],
  ["r36s should cost 44.99", price(R36S, "44.99")],
  ["set price r36s 45", price(R36S, "45.00")],
  ["make the controller ten pounds", price(PAD, "10.00")],
  ["reduce the ultra by 5 percent", price(ULTRA, "75.99")],
  ["drop ultra's price to seventy quid", price(ULTRA, "70.00")],
  ["can you make the x55 99.99", price(X55, "99.99")],
  ["X55 price → £105", price(X55, "105.00")],
  ["the r36 ultra costs too much, drop it by £4", price(ULTRA, "75.99")],
  ["discount the battery by 15%", price(BATTERY, "16.99")],
  ["Set the price of R36 Ultra to 89.99", price(ULTRA, "89.99")],
  ["make the x55 console £2.50 dearer", price(X55, "122.49")],
  ["lower the carry-case to 9.99", price(CASE, "9.99")],
  ["x55: new price £110", price(X55, "110.00")],
  ["reprice the microSD card at £15.99", price(SD, "15.99")],
  ["take 50p off the screen protector", price(PROTECTOR, "6.49")],
  ["chnage x55 price to 100", price(X55, "100.00")],
  ["the ultra is now eighty-five pounds", price(ULTRA, "85.00")],
  ["Change R36 price to 40", ask],
  ["drop the r36 by a fiver", ask],
  ["change the price of the console to 99", ask],
  ["set the price of x55 to", ask],
  ["make the x55 cheaper", ask],
  ["set the price of the Game Boy to 50", ask],
];

export const STOCK_CASES: Case[] = [
  ["restock the x55 with 40", stock(X55, 85)],
  ["add 40 units to x55 stock", stock(X55, 85)],
  ["we got 20 more r36 ultras in", stock(ULTRA, 28)],
  ["set r36 ultra stock to 25", stock(ULTRA, 25)],
  ["stock of the r36s is now 100", stock(R36S, 100)],
  ["x55 stock 50", stock(X55, 50)],
  ["received ten x55s", stock(X55, 55)],
  ["restock ultra +12", stock(ULTRA, 20)],
  ["r36 ultra inventory to thirty", stock(ULTRA, 30)],
  ["take 5 off the x55 stock", stock(X55, 40)],
  ["remove 3 units from r36s stock", stock(R36S, 117)],
  ["set stock for the r36s retro handheld to 0", stock(R36S, 0)],
  ["mark the r36 ultra out of stock", stock(ULTRA, 0)],
  ["add stock to x55: 15", stock(X55, 60)],
  ["top up r36 ultra stock by 7", stock(ULTRA, 15)],
  ["reduce x55 stock by 2", stock(X55, 43)],
  ["Set the stock of R36 Ultra to 25", stock(ULTRA, 25)],
  ["restok the x55 with twenty", stock(X55, 65)],
  ["put 12 x55 handhelds into stock", stock(X55, 57)],
  ["restock the r36 with 10", ask],
  ["restock x55", ask],
];

export const STATUS_CASES: Case[] = [
  ["unpublish the carry case", status(CASE, "draft")],
  ["take the sd card off the shop", status(SD, "draft")],
  ["hide the battery upgrade from the store", status(BATTERY, "draft")],
  ["publish the retro controller", status(PAD, "published")],
  ["make the x55 live", status(X55, "published")],
  ["unlist the r36 ultra", status(ULTRA, "draft")],
  ["take down the screen protector", status(PROTECTOR, "draft")],
  ["deactivate the usb c dock", status(DOCK, "draft")],
  ["set the x55 to draft", status(X55, "draft")],
  ["make the carry case visible again", status(CASE, "published")],
  ["republish the microsd", status(SD, "published")],
  ["unpubish the x55", status(X55, "draft")],
  ["hide the microSD card", status(SD, "draft")],
  ["put the wired controller live on the site", status(PAD, "published")],
  ["unpublish r36", ask],
];

export const DELETE_CASES: Case[] = [
  ["delete the screen protector", c("delete_addon", { id: PROTECTOR })],
  ["remove the retro wired controller from the catalogue", c("delete_addon", { id: PAD })],
  ["delete product x55", c("delete_product", { id: X55 })],
  ["get rid of the charging dock", c("delete_addon", { id: DOCK })],
  ["bin the battery upgrade", c("delete_addon", { id: BATTERY })],
  ["remove the carry case from the catalog", c("delete_addon", { id: CASE })],
  ["delete the r36", ask],
  ["delete everything", decline],
];

const pct = (target: string, n: number) => c("bulk_update", { target, change: { changePriceByPercent: n } });
export const BULK_CASES: Case[] = [
  ["10% off all consoles", pct("products", -10)],
  ["put all add-ons on sale at 15% off", pct("addons", -15)],
  ["raise every console by £5", c("bulk_update", { target: "products", change: { changePriceByPence: 500 } })],
  ["take a fiver off all the add-ons", c("bulk_update", { target: "addons", change: { changePriceByPence: -500 } })],
  ["lower all product prices by 5%", pct("products", -5)],
  ["increase all add-on prices 10 percent", pct("addons", 10)],
  ["black friday: 20% off every handheld", pct("products", -20)],
  ["discount all handheld consoles by 10%", pct("products", -10)],
  ["mark all accessories down 10%", pct("addons", -10)],
  ["unpublish all add-ons", c("bulk_update", { target: "addons", change: { setStatus: "draft" } })],
  ["set all consoles' stock to 50", c("bulk_update", { target: "products", change: { setStock: 50 } })],
  ["Put all add-ons on sale at 10% off", pct("addons", -10)],
  ["put everything on sale", ask],
];

const review = (name: string, s: string) => c("update_review", { id: `$review:${name}`, status: s });
export const REVIEW_CHANGE_CASES: Case[] = [
  ["hide Jack Thornton's review", review("Jack Thornton", "hidden")],
  ["hide the review from charlotte evans", review("Charlotte Evans", "hidden")],
  ["unhide lucy fairbairn's review", review("Lucy Fairbairn", "published")],
  ["show lucy's review again", review("Lucy Fairbairn", "published")],
  ["delete the review by dave price", c("delete_review", { id: "$review:Dave Price" })],
  ["remove karen moss review", c("delete_review", { id: "$review:Karen Moss" })],
  ["hide every 1-star review", [review("Dave Price", "hidden"), review("Karen Moss", "hidden")]],
  ["hide all one star reviews", [review("Dave Price", "hidden"), review("Karen Moss", "hidden")]],
  ["hide reviews with 1 star", [review("Dave Price", "hidden"), review("Karen Moss", "hidden")]],
  [
    "hide all reviews below 3 stars",
    [review("Dave Price", "hidden"), review("Karen Moss", "hidden"), review("Neil Gray", "hidden")],
  ],
  ["hide 2 star reviews", [review("Neil Gray", "hidden")]],
  [
    "delete all 1 star reviews",
    [c("delete_review", { id: "$review:Dave Price" }), c("delete_review", { id: "$review:Karen Moss" })],
  ],
  ["publish the review by Lucy Fairbairn", review("Lucy Fairbairn", "published")],
  ["hide the review by Oliver", review("Oliver Bennett", "hidden")],
  ["hide review by jack thornten", review("Jack Thornton", "hidden")],
  ["hide the review by smith", ask],
];

const order = (orderNumber: string, s: string, trackingNumber?: string) =>
  c("update_order", { orderNumber, status: s, ...(trackingNumber ? { trackingNumber } : {}) });
export const ORDER_STATUS_CASES: Case[] = [
  ["mark RH-4F7K2M9Q1A as shipped", order("RH-4F7K2M9Q1A", "shipped")],
  ["mark order 4F7K2M9Q1A shipped with tracking JD0001234", order("RH-4F7K2M9Q1A", "shipped", "JD0001234")],
  ["ship priya's order", order("RH-4F7K2M9Q1A", "shipped")],
  ["tom baker's order has been dispatched, tracking RM123456789GB", order("RH-8T3N6P2W5C", "shipped", "RM123456789GB")],
  ["set RH-3H5G7Z1U9K to processing", order("RH-3H5G7Z1U9K", "processing")],
  ["move Megan Lloyd's order to processing", order("RH-3H5G7Z1U9K", "processing")],
  ["mark the latest order as processing", order("RH-6D1L8S5Y0E", "processing")],
  ["put the last order back to pending", order("RH-6D1L8S5Y0E", "pending")],
  ["order rh-8t3n6p2w5c is shipped", order("RH-8T3N6P2W5C", "shipped")],
  ["mark callum's order as sent", order("RH-6D1L8S5Y0E", "shipped")],
  ["dispatch the latest order with tracking AB123456789GB", order("RH-6D1L8S5Y0E", "shipped", "AB123456789GB")],
  ["Mark order RH-8T3N6P2W5C as shipped with tracking ABC123", order("RH-8T3N6P2W5C", "shipped", "ABC123")],
  // Delivered is an order status the order page sets, so the assistant sets it too
  ["mark RH-2J9R4V7X3B as delivered", order("RH-2J9R4V7X3B", "delivered")],
  ["aisha's order has been delivered", order("RH-2J9R4V7X3B", "delivered")],
  ["set order 2J9R4V7X3B to delivered", order("RH-2J9R4V7X3B", "delivered")],
  ["aisha got her parcel", order("RH-2J9R4V7X3B", "delivered")],
  ["aisha's parcel arrived", order("RH-2J9R4V7X3B", "delivered")],
  ["which orders were delivered?", c("get_orders", { status: "delivered" })],
  ["mark the order as shipped", ask],
  ["mark RH-ZZZZZZZZZZ as shipped", ask],
];

export const CANCEL_REFUND_CASES: Case[] = [
  ["cancel order RH-4F7K2M9Q1A", c("cancel_order", { orderNumber: "RH-4F7K2M9Q1A" })],
  ["cancel priya shah's order and refund her", c("cancel_order", { orderNumber: "RH-4F7K2M9Q1A" })],
  ["cancel the latest order", c("cancel_order", { orderNumber: "RH-6D1L8S5Y0E" })],
  ["callum wants to cancel, please do it", c("cancel_order", { orderNumber: "RH-6D1L8S5Y0E" })],
  ["cancel and refund RH-3H5G7Z1U9K", c("cancel_order", { orderNumber: "RH-3H5G7Z1U9K" })],
  ["cancel 8T3N6P2W5C", c("cancel_order", { orderNumber: "RH-8T3N6P2W5C" })],
  ["please cancell megan's order", c("cancel_order", { orderNumber: "RH-3H5G7Z1U9K" })],
  ["cancel the order", ask],
  ["refund £10 on RH-8T3N6P2W5C", c("refund_order", { orderNumber: "RH-8T3N6P2W5C", amount: "10.00" })],
  ["give tom baker a £5 refund", c("refund_order", { orderNumber: "RH-8T3N6P2W5C", amount: "5.00" })],
  ["refund aisha okafor in full", c("refund_order", { orderNumber: "RH-2J9R4V7X3B", full: true })],
  [
    "refund the carry case on tom's order",
    c("refund_order", { orderNumber: "RH-8T3N6P2W5C", lines: [{ index: 1, quantity: 1 }] }),
  ],
  [
    "partial refund of 12.50 for order 2J9R4V7X3B",
    c("refund_order", { orderNumber: "RH-2J9R4V7X3B", amount: "12.50" }),
  ],
  ["refund twenty quid to Aisha", c("refund_order", { orderNumber: "RH-2J9R4V7X3B", amount: "20.00" })],
  ["refund RH-4F7K2M9Q1A", c("refund_order", { orderNumber: "RH-4F7K2M9Q1A", full: true })],
  ["refund an order", ask],
  ["refund £10", ask],
  // money moves one order at a time: a request for many is declined with the reason and suggestions
  ["cancel everything", decline],
  ["refund all orders today", decline],
  ["cancel all the pending orders", decline],
  ["refund every order from yesterday", decline],
  ["can you cancel all of today's orders", decline],
  ["refund everyone who ordered this week", decline],
  ["cancel every unshipped order please", decline],
  ["refund £5 on all orders", decline],
  ["cancell all orders", decline],
  ["refund the lot", decline],
];

const set = (args: Record<string, unknown>) => c("update_settings", args);
export const SETTINGS_CASES: Case[] = [
  [
    "change the announcement bar to 'Free UK delivery this weekend'",
    set({ announcementBar: "Free UK delivery this weekend" }),
  ],
  ["set announcement to: Christmas orders by 18 Dec", set({ announcementBar: "Christmas orders by 18 Dec" })],
  ["update the announcement text to Black Friday starts now", set({ announcementBar: "Black Friday starts now" })],
  ["clear the announcement bar", set({ announcementBar: "" })],
  ["change the home page headline to Retro gaming, reborn", set({ heroHeading: "Retro gaming, reborn" })],
  ["set hero heading to 'Play the classics'", set({ heroHeading: "Play the classics" })],
  ["new homepage title: Pocket-sized nostalgia", set({ heroHeading: "Pocket-sized nostalgia" })],
  [
    "change the hero subtitle to Hundreds of classics in your pocket",
    set({ heroSubtitle: "Hundreds of classics in your pocket" }),
  ],
  ["update the subheading on the home page to Free delivery over £50", set({ heroSubtitle: "Free delivery over £50" })],
  ["free delivery threshold to £60", set({ freeDeliveryThreshold: "60.00" })],
  ["make free shipping start at 75 quid", set({ freeDeliveryThreshold: "75.00" })],
  ["raise the free delivery threshold by a tenner", set({ freeDeliveryThreshold: "60.00" })],
  ["free delivery over £40", set({ freeDeliveryThreshold: "40.00" })],
  ["make delivery free over 75 quid", set({ freeDeliveryThreshold: "75.00" })],
  ["turn off tracking", set({ trackingPageEnabled: false })],
  ["disable the order tracking page", set({ trackingPageEnabled: false })],
  ["switch tracking back on", set({ trackingPageEnabled: true })],
  ["enable tracking", set({ trackingPageEnabled: true })],
  ["turn the email collector off", set({ emailCollectorEnabled: false })],
  ["hide the newsletter signup", set({ emailCollectorEnabled: false })],
  ["switch on the email sign-up box", set({ emailCollectorEnabled: true })],
  ["disable newsletter popup", set({ emailCollectorEnabled: false })],
  ["enable email collection", set({ emailCollectorEnabled: true })],
  ["change the announcment bar to Summer sale", set({ announcementBar: "Summer sale" })],
  ["change the headline", ask],
];

const DELIVERY = "How long does UK delivery take?";
export const FAQ_CASES: Case[] = [
  [
    "add an FAQ: Do you ship to Ireland? Yes, we ship to Ireland in 3-5 working days.",
    c("add_faq", { question: "Do you ship to Ireland?", answer: "Yes, we ship to Ireland in 3-5 working days." }),
  ],
  [
    "add a faq question 'Is there a warranty?' answer 'Yes, 12 months on every console.'",
    c("add_faq", { question: "Is there a warranty?", answer: "Yes, 12 months on every console." }),
  ],
  [
    "new FAQ - Q: Can I pay with PayPal? A: Not yet, cards only.",
    c("add_faq", { question: "Can I pay with PayPal?", answer: "Not yet, cards only." }),
  ],
  ["remove the FAQ about games", c("delete_faq", { question: "Do the consoles come with games?" })],
  ["delete the payment methods faq", c("delete_faq", { question: "Which payment methods do you accept?" })],
  [
    "remove faq 'Do you ship outside the United Kingdom?'",
    c("delete_faq", { question: "Do you ship outside the United Kingdom?" }),
  ],
  [
    "update the delivery FAQ answer to 'Two to three working days by Royal Mail.'",
    c("update_faq", { question: DELIVERY, answer: "Two to three working days by Royal Mail." }),
  ],
  [
    "change the answer to the returns faq to 'You have 30 days to return it.'",
    c("update_faq", {
      question: "Can I return my console if I change my mind?",
      answer: "You have 30 days to return it.",
    }),
  ],
  [
    "edit the battery faq: answer is 'About 6 hours; charge with USB-C.'",
    c("update_faq", {
      question: "How long does the battery last and how do I charge it?",
      answer: "About 6 hours; charge with USB-C.",
    }),
  ],
  ["remove the faq", ask],
  ["delete the faq about unicorns", ask],
];

export const UNDO_CASES: Case[] = [
  ["undo the last change", c("undo_change", { entryId: "$entry:latest" })],
  ["undo that", c("undo_change", { entryId: "$entry:latest" })],
  ["revert the last thing you did", c("undo_change", { entryId: "$entry:latest" })],
  ["undo", c("undo_change", { entryId: "$entry:latest" })],
  ["oops, undo it", c("undo_change", { entryId: "$entry:latest" })],
  ["roll back the last change", c("undo_change", { entryId: "$entry:latest" })],
  ["take that back please", c("undo_change", { entryId: "$entry:latest" })],
  ["undo the last chnage", c("undo_change", { entryId: "$entry:latest" })],
];

export const CREATE_CASES: Case[] = [
  [
    "create a draft product called Pocket 35 at £59.99",
    c("create_product", { name: "Pocket 35", price: "59.99", status: "draft" }),
  ],
  ["add a new product Miyoo Mini priced 69.99", c("create_product", { name: "Miyoo Mini", price: "69.99" })],
  ["new product: RG35XX, £54.99", c("create_product", { name: "RG35XX", price: "54.99" })],
  [
    "Create a draft product Pocket Boy priced £49.99",
    c("create_product", { name: "Pocket Boy", price: "49.99", status: "draft" }),
  ],
];

const saleDates = { startsAt: "$date", endsAt: "$date" };
export const PROMOTION_CASES: Case[] = [
  [
    "start a 15% off sale on all add-ons from Friday to Monday",
    c("create_sale", { ...saleDates, discountType: "percent", percentOff: 15, target: "all_addons" }),
  ],
  [
    "schedule a summer sale: 20% off all consoles from 1 July to 14 July",
    c("create_sale", { ...saleDates, name: "Summer", percentOff: 20, target: "all_products" }),
  ],
  [
    "run a sale on accessories, £2 off, from saturday until sunday",
    c("create_sale", { ...saleDates, discountType: "amount", amountOff: "2.00", target: "all_addons" }),
  ],
  ["start a sale", ask],
  [
    "create code BLACKFRIDAY 10% off",
    c("create_discount_code", { code: "BLACKFRIDAY", kind: "percentage", percentOff: 10 }),
  ],
  [
    "make a discount code SHIPFREE for free delivery",
    c("create_discount_code", { code: "SHIPFREE", kind: "free_delivery" }),
  ],
  ["new promo code TENNER £10 off", c("create_discount_code", { code: "TENNER", kind: "amount", amountOff: "10.00" })],
  ["end the black friday sale", c("end_sale", { id: "$sale:Black Friday" })],
  ["stop the WELCOME10 code", c("end_discount_code", { id: "$code:WELCOME10" })],
];
