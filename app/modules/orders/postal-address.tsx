import type { ShippingAddress } from "~/db/schema/orders";

type AddressLines = Pick<ShippingAddress, "fullName" | "streetAddress" | "apartment" | "city" | "postcode" | "country">;

/** A shipping address as a postal block: one line per part, the empty parts (no apartment) left out. */
export function PostalAddress({ address: a, className }: { address: AddressLines; className: string }) {
  const lines = [a.fullName, a.streetAddress, a.apartment, a.city, a.postcode, a.country].filter(Boolean);
  return (
    <address className={`${className} not-italic`}>
      {lines.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
