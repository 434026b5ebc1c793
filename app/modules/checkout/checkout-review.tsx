import { Link } from "react-router";

import type { DeliveryOption } from "~/modules/settings/delivery-dates";

import type { Address } from "./checkout-parts";
import { STEP_PATHS } from "./checkout-steps";

/**
 * What the earlier steps took, on the steps after them: the contact on the shipping step; the contact, the address
 * and the method on the payment step. Each row's "Change" opens the step that asks for it.
 */
export function CheckoutReview({
  email,
  address,
  delivery,
}: {
  email: string;
  address?: Address;
  /** the chosen method's name and dates */
  delivery?: DeliveryOption;
}) {
  return (
    <dl className="divide-y rounded-lg border text-sm">
      <ReviewRow term="Contact" change={{ to: STEP_PATHS.info, what: "contact" }}>
        {email}
      </ReviewRow>
      {address ? (
        <ReviewRow term="Ship to" change={{ to: STEP_PATHS.shipping, what: "address" }}>
          {[address.fullName, address.streetAddress, address.apartment, address.city, address.postcode, address.country]
            .filter(Boolean)
            .join(", ")}
        </ReviewRow>
      ) : null}
      {delivery ? (
        <ReviewRow term="Method" change={{ to: STEP_PATHS.shipping, what: "delivery method" }}>
          {delivery.label}: {delivery.dates ? `arrives ${delivery.dates}` : delivery.time}
        </ReviewRow>
      ) : null}
    </dl>
  );
}

function ReviewRow({
  term,
  change,
  children,
}: {
  term: string;
  change: { to: string; what: string };
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-3 p-3">
      <dt className="w-20 shrink-0 text-muted-foreground">{term}</dt>
      <dd className="min-w-0 flex-1 break-words">{children}</dd>
      <dd className="shrink-0">
        <Link to={change.to} className="font-medium text-primary underline underline-offset-2">
          Change<span className="sr-only"> {change.what}</span>
        </Link>
      </dd>
    </div>
  );
}
