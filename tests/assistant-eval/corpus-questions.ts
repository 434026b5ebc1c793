// Questions operators ask (answered at once by read tools) and requests the assistant cannot do.
import { ask, c, decline, type Case } from "./corpus-kit";

const stock = (slug?: string) => c("get_stock", slug ? { id: `$product:${slug}` } : {});
export const STOCK_QUESTIONS: Case[] = [
  ["how many x55 left?", stock("x55-console")],
  ["how many X55s do we have", stock("x55-console")],
  ["stock of r36 ultra", stock("r36-ultra")],
  ["whats the stock on the ultra", stock("r36-ultra")],
  ["how many r36s in stock", stock("r36-console")],
  ["are we low on the r36 ultra?", stock("r36-ultra")],
  ["x55 stock level?", stock("x55-console")],
  ["how many black r36 ultras left", stock("r36-ultra")],
  ["how much stock is left of the r36 retro handheld", stock("r36-console")],
  ["hw many x55 lef", stock("x55-console")],
  ["inventory for x55 handheld", stock("x55-console")],
  ["how many units of the stealth black x55 do we have", stock("x55-console")],
  ["show stock levels", stock()],
  ["what's low on stock?", stock()],
  ["how many r36 left", ask],
];

const orders = (args: Record<string, unknown> = {}) => c("get_orders", args);
export const ORDER_QUESTIONS: Case[] = [
  ["which orders haven't shipped yet", orders({ unshipped: true })],
  ["orders not yet shipped", orders({ unshipped: true })],
  ["what needs shipping?", orders({ unshipped: true })],
  ["what do I still need to ship", orders({ unshipped: true })],
  ["what's waiting to be dispatched", orders({ unshipped: true })],
  ["unshipped orders", orders({ unshipped: true })],
  ["outstanding orders", orders({ unshipped: true })],
  ["show today's orders", orders({ date: "today" })],
  ["orders this week", orders({ date: "this_week" })],
  ["any orders today?", orders({ date: "today" })],
  ["show pending orders", orders({ status: "pending" })],
  ["show processing orders", orders({ status: "processing" })],
  ["shipped orders this week", orders({ status: "shipped", date: "this_week" })],
  ["orders since monday", orders({ since: "$date" })],
  ["yesterday's orders", orders({ date: "yesterday" })],
  ["show orders from Priya Shah", orders({ search: "Priya Shah" })],
  ["find tom baker's order", orders({ search: "Tom Baker" })],
  ["show order RH-8T3N6P2W5C", orders({ search: "RH-8T3N6P2W5C" })],
  ["list all orders", orders()],
  ["canceled orders", orders({ status: "cancelled" })],
  ["show me ordrs from today", orders({ date: "today" })],
  ["Show this week's orders", orders({ date: "this_week" })],
];

export const LATEST_ORDER_QUESTIONS: Case[] = [
  ["who ordered last?", c("get_latest_order")],
  ["who placed the last order", c("get_latest_order")],
  ["latest order", c("get_latest_order")],
  ["show the most recent order", c("get_latest_order")],
  ["what was the last order", c("get_latest_order")],
  ["whos the latest customer", c("get_latest_order")],
  ["last order details", c("get_latest_order")],
  ["newest order?", c("get_latest_order")],
];

const takings = (args: Record<string, unknown>) => c("get_takings", args);
export const TAKINGS_QUESTIONS: Case[] = [
  ["what are today's takings", takings({ date: "today" })],
  ["what did we take yesterday?", takings({ date: "yesterday" })],
  ["how much have we taken today", takings({ date: "today" })],
  ["revenue this week", takings({ date: "this_week" })],
  ["how much did we make this week", takings({ date: "this_week" })],
  ["sales today?", takings({ date: "today" })],
  ["total takings yesterday", takings({ date: "yesterday" })],
  ["what did we turn over this month", takings({ date: "this_month" })],
  ["takings since monday", takings({ since: "$date" })],
  ["how much money came in today", takings({ date: "today" })],
  ["today's revenue net of refunds", takings({ date: "today" })],
  ["whats the income this week", takings({ date: "this_week" })],
  ["how are sales this week", takings({ date: "this_week" })],
  ["total revenue", takings({ date: "any" })],
  ["earnings today", takings({ date: "today" })],
  ["how much have we sold today", takings({ date: "today" })],
  ["what's the takings figure for this wek", takings({ date: "this_week" })],
];

const best = (date: string) => c("get_best_sellers", { date });
export const BEST_SELLER_QUESTIONS: Case[] = [
  ["what's selling best", best("any")],
  ["best sellers this week", best("this_week")],
  ["top sellers today", best("today")],
  ["what sold most this week", best("this_week")],
  ["most popular product this week", best("this_week")],
  ["which console sells the most", best("any")],
  ["top products", best("any")],
  ["bestsellers", best("any")],
  ["What sold best this week?", best("this_week")],
];

const subs = (args: Record<string, unknown>) => c("get_subscribers", args);
export const SUBSCRIBER_QUESTIONS: Case[] = [
  ["how many new subscribers this week", subs({ date: "this_week" })],
  ["how many people signed up to the newsletter today", subs({ date: "today" })],
  ["new sign-ups since monday", subs({ since: "$date" })],
  ["subscriber count", subs({ date: "any" })],
  ["how many subscribers do we have", subs({ date: "any" })],
  ["newsletter signups this month", subs({ date: "this_month" })],
  ["any new email subscribers yesterday?", subs({ date: "yesterday" })],
  ["how many joined the mailing list this week", subs({ date: "this_week" })],
];

const reviews = (args: Record<string, unknown> = {}) => c("get_reviews", args);
export const REVIEW_QUESTIONS: Case[] = [
  ["show 1 star reviews", reviews({ rating: 1 })],
  ["any bad reviews?", reviews({ maxRating: 2 })],
  ["list reviews with 5 stars", reviews({ rating: 5 })],
  ["show hidden reviews", reviews({ status: "hidden" })],
  ["reviews by jack thornton", reviews({ search: "Jack Thornton" })],
  ["what reviews have we got", reviews()],
  ["show me the 3-star reviews", reviews({ rating: 3 })],
  ["show reviews under 3 stars", reviews({ maxRating: 2 })],
  ["any one-star reviews?", reviews({ rating: 1 })],
  ["show reveiws", reviews()],
];

export const CATALOGUE_QUESTIONS: Case[] = [
  ["show drafts", [c("get_products", { status: "draft" }), c("get_addons", { status: "draft" })]],
  ["what's still in draft?", [c("get_products", { status: "draft" }), c("get_addons", { status: "draft" })]],
  ["list draft products", c("get_products", { status: "draft" })],
  ["any unpublished products?", c("get_products", { status: "draft" })],
  ["draft add-ons", c("get_addons", { status: "draft" })],
  ["show all products", c("get_products")],
  ["list add-ons", c("get_addons")],
  ["show published products", c("get_products", { status: "published" })],
  ["show current site settings", c("get_settings")],
  ["what's the free delivery threshold?", c("get_settings")],
  ["list the faqs", c("get_faqs")],
  ["what changed today?", c("get_activity")],
  ["show recent activity", c("get_activity")],
  ["who changed the prices?", c("get_activity")],
];

export const OUT_OF_SCOPE: Case[] = [
  ["what's the weather like", decline],
  ["write a blog post about the x55", decline],
  ["email all customers about the sale", decline],
  // discount codes exist now: a code without an amount is asked about
  ["create a discount code SAVE10", ask],
  ["how do I connect stripe", decline],
  ["change the carrier to DPD", decline],
  ["tell me a joke", decline],
  ["translate the site to French", decline],
  ["what's the capital of France", decline],
  ["export subscribers to csv", decline],
  ["change the theme colour to red", decline],
  ["add a new admin user", decline],
  ["delete the database", decline],
  ["give me a sales forecast for next year", decline],
  ["post the x55 on instagram", decline],
  ["hello", decline],
  ["help", decline],
  ["asdfgh", decline],
  ["order more stock from the supplier", decline],
  ["set up a gift card", decline],
  ["what time is it", decline],
  ["delete all orders", decline],
  ["change my password", decline],
  ["cancel my subscription", decline],
  ["make the logo bigger", decline],
];
