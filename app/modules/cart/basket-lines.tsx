import { Minus, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { Thumbnail } from "~/components/ui/responsive-image";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import { formatPrice } from "~/lib/money";
import { bundleNote } from "~/modules/promotions/discount-rules";

import { BasketForm, useBasketFetcher } from "./basket-form";
import { anotherOption, lineLabel, problemText } from "./basket-line-text";
import type { BasketLine, BasketView } from "./basket.schema";
import { useCart } from "./cart-context";

// The basket's lines, as the drawer and /cart show them: each change a form (see BasketForm). Its
// answer becomes the basket everyone shows (the header's count too) and is said in the live region
// of the drawer or page, which stays when the line itself goes.

const PRICE_CHANGED_CLASSES =
  "mt-1 flex flex-wrap items-center gap-2 text-sm font-medium text-amber-800 dark:text-amber-300";
const priceChangedText = (from: number, to: number) => `Price changed from ${formatPrice(from)} to ${formatPrice(to)}`;

export function BasketLines({
  basket,
  redirectTo,
  onNavigate,
}: {
  basket: BasketView;
  redirectTo: string;
  /** a link to the item was followed (the drawer closes) */
  onNavigate?: () => void;
}) {
  return (
    <ul className="divide-y" aria-label="Items in your cart">
      {basket.lines.map((line) => (
        <BasketLineRow key={line.id} line={line} redirectTo={redirectTo} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function BasketLineRow({
  line,
  redirectTo,
  onNavigate,
}: {
  line: BasketLine;
  redirectTo: string;
  onNavigate?: () => void;
}) {
  const fetcher = useBasketFetcher();
  const cart = useCart();
  const [said, setSaid] = useState("");
  const label = lineLabel(line);
  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok) {
      setSaid(answer.error);
      cart.announce(answer.error);
      return cart.refresh();
    }
    const now = answer.basket.lines.find((l) => l.id === line.id);
    setSaid(answer.notice ?? "");
    cart.announce(answer.notice ?? (now ? `${label}: quantity ${now.quantity}` : `${label} removed from your cart`));
    cart.apply(answer.basket);
  });
  const href = line.slug ? `/${line.itemType === "addon" ? "addon" : "product"}/${line.slug}` : null;
  const atCap = line.quantity >= line.maxQuantity;
  const problem = problemText(line);
  const soldOutOption = line.variant !== null && line.problem?.kind === "stock" && line.problem.left === 0;
  const busy = fetcher.state !== "idle";
  const setTo = (quantity: number, text: string, props: { "aria-label"?: string; disabled?: boolean } = {}) => (
    <BasketForm fetcher={fetcher} redirectTo={redirectTo}>
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="quantity" value={quantity} />
      <Button type="submit" variant="outline" size="sm" {...props}>
        {text}
      </Button>
    </BasketForm>
  );
  const removeButton = (text: string | null) => (
    <BasketForm fetcher={fetcher} redirectTo={redirectTo}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="lineId" value={line.id} />
      <Button
        type="submit"
        variant={text ? "outline" : "ghost"}
        size={text ? "sm" : "icon"}
        aria-label={text ? `Remove ${label}` : `Remove ${label}`}
      >
        {text ?? <Trash2 aria-hidden="true" className="h-4 w-4" />}
      </Button>
    </BasketForm>
  );

  return (
    <li className="flex gap-3 py-3" aria-busy={busy || undefined}>
      <Thumbnail src={line.image} size={72} className="h-18 w-18 shrink-0 rounded-md bg-muted" blank />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          {href ? (
            <Link to={href} onClick={onNavigate} className="font-semibold break-words hover:underline">
              {line.name}
            </Link>
          ) : (
            <span className="font-semibold break-words">{line.name}</span>
          )}
          <p className="shrink-0 font-semibold">{formatPrice(line.price * line.quantity)}</p>
        </div>
        {line.variant ? <p className="text-sm text-muted-foreground">{line.variant}</p> : null}
        <p className="text-sm text-muted-foreground">
          {line.priceBefore !== undefined ? (
            <>
              <s>{formatPrice(line.priceBefore)}</s>{" "}
            </>
          ) : null}
          {formatPrice(line.price)} each
        </p>
        {line.bundlePercent ? (
          <p className="text-sm font-medium text-success">{bundleNote(line.bundlePercent)}</p>
        ) : null}
        {line.priceChangedFrom !== null ? (
          // kept on the server until the shopper says they have seen it: paying waits for that
          <div className={PRICE_CHANGED_CLASSES}>
            <p>{priceChangedText(line.priceChangedFrom, line.priceBefore ?? line.price)}</p>
            <BasketForm fetcher={fetcher} redirectTo={redirectTo}>
              <input type="hidden" name="intent" value="seen" />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                aria-label={`OK, I have seen the new price of ${label}`}
              >
                OK
              </Button>
            </BasketForm>
          </div>
        ) : null}
        {problem ? (
          <div className="mt-2 rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm" role="alert">
            {soldOutOption && href ? (
              <p className="font-medium text-destructive">
                {`${line.variant} is sold out: `}
                <Link to={href} onClick={onNavigate} className="underline">
                  {anotherOption(line)}
                </Link>
              </p>
            ) : (
              <p className="font-medium text-destructive">{problem}</p>
            )}
            <div className="mt-2 flex flex-wrap gap-2">
              {line.problem?.kind === "stock" && line.problem.left > 0
                ? setTo(line.problem.left, `Set to ${line.problem.left}`, {
                    "aria-label": `Set ${label} to ${line.problem.left}`,
                  })
                : null}
              {removeButton("Remove")}
            </div>
          </div>
        ) : (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <BasketForm fetcher={fetcher} redirectTo={redirectTo}>
              <input type="hidden" name="intent" value="set" />
              <input type="hidden" name="lineId" value={line.id} />
              <input type="hidden" name="quantity" value={line.quantity - 1} />
              <Button type="submit" variant="outline" size="icon" aria-label={`Decrease quantity of ${label}`}>
                <Minus aria-hidden="true" className="h-4 w-4" />
              </Button>
            </BasketForm>
            <span className="min-w-6 text-center font-semibold" aria-label={`Quantity of ${label}`}>
              {line.quantity}
            </span>
            <BasketForm fetcher={fetcher} redirectTo={redirectTo}>
              <input type="hidden" name="intent" value="set" />
              <input type="hidden" name="lineId" value={line.id} />
              <input type="hidden" name="quantity" value={line.quantity + 1} />
              <Button
                type="submit"
                variant="outline"
                size="icon"
                disabled={atCap}
                aria-label={`Increase quantity of ${label}`}
                aria-describedby={atCap ? `cap-${line.id}` : undefined}
              >
                <Plus aria-hidden="true" className="h-4 w-4" />
              </Button>
            </BasketForm>
            {removeButton(null)}
            {atCap && line.capReason ? (
              <span id={`cap-${line.id}`} className="basis-full text-xs text-muted-foreground">
                {line.capReason}
              </span>
            ) : null}
          </div>
        )}
        <p className="mt-1 text-sm text-muted-foreground empty:hidden">{said}</p>
      </div>
    </li>
  );
}
