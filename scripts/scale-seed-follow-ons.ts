// What follows from the scale seed's orders: the reviews their buyers wrote, the activity the order path records,
// and the newsletter's subscribers. Part of scale-seed.ts's one transaction, deterministic like it.
import { h } from "./scale-seed-hash";

/** `run` executes one statement; `runTag` marks this run's rows; `customers` is the seed's customer count. */
export async function insertFollowOns(run: (statement: string) => Promise<unknown>, runTag: string, customers: number) {
  const C = customers;
  // Reviews: about one delivered order in twelve, of its console, written by its buyer.
  await run(`
    insert into reviews (product_id, rating, title, review_text, customer_name, date_posted, verified_purchase,
      status, source, moderated_at)
    select (o.items -> 0 ->> 'productId')::uuid,
      (array[5,5,5,4,4,3,2,1,5,4])[1 + (${h("o.payment_id", "stars")} * 10)::int % 10],
      (array['Brilliant little console','Great value','Good, not perfect','Screen is lovely','Battery lasts'])
        [1 + (${h("o.payment_id", "title")} * 5)::int % 5],
      'Bought this for the train. ' || (array['Plays everything I tried.','The d-pad is a bit stiff.',
        'Arrived quickly and well packed.','Would buy again.'])[1 + (${h("o.payment_id", "text")} * 4)::int % 4],
      o.customer_name, o.order_date + interval '10 days', true,
      case when ${h("o.payment_id", "hide")} < 0.05 then 'hidden'::review_status else 'published'::review_status end,
      'order', o.order_date + interval '11 days'
    from orders o
    where o.payment_id like 'scale_${runTag}_%' and o.status = 'delivered' and ${h("o.payment_id", "review")} < 0.083
      and o.order_date + interval '10 days' < now()`);

  // Activity: each order's placement, shipping and (for most) delivery, as the order path records them.
  await run(`
    insert into activity_log (created_at, origin, action, target_type, target_id, target_label, summary)
    select o.order_date + e.after, e.origin, e.action, 'order', o.id::text, o.order_number, e.summary || o.order_number
    from orders o
    cross join lateral (values
      ('system', 'order.create', interval '0', 'Order placed: '),
      ('page', 'order.ship', interval '1 day', 'Marked shipped: '),
      ('system', 'order.deliver', interval '2 days', 'Delivered: ')) e(origin, action, after, summary)
    where o.payment_id like 'scale_${runTag}_%'
      and (e.action = 'order.create' or (e.action = 'order.ship' and o.status in ('shipped','delivered'))
        or (e.action = 'order.deliver' and o.status = 'delivered'))`);

  // Subscribers: about a third of customers joined the list, and as many again who never ordered; each confirmed
  // the address from the link minutes later (the shop's sweep, at start and hourly, deletes the unconfirmed).
  await run(`
    insert into email_subscribers (email, subscribed_at, confirmed_at, is_active, source)
    select case when i % 2 = 0 then 'customer' || (i / 2 * 3) || '@example.com'
        else 'reader-${runTag.toLowerCase()}-' || i || '@example.org' end,
      s.at, s.at + interval '7 minutes', ${h("i", "active")} > 0.1,
      case when i % 2 = 0 then 'checkout' else 'landing_page' end
    from generate_series(1, ${Math.ceil((2 * C) / 3)}) i
    cross join lateral (select now() - interval '1095 days' * (1 - sqrt(${h("i", "sub")})) as at) s
    on conflict do nothing`);
}
