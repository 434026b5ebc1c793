import type { InputHTMLAttributes } from "react";

import { Input } from "~/components/ui/input";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "inputMode" | "min" | "max"> & {
  /** the line's position in the order */
  index: number;
  max: number;
};

/**
 * How many of one order line's items a refund or a return is for: the `quantity-<line>` field every refund and
 * return form posts (refundFormInput and the return schemas read it), a whole number from 0 to `max`.
 */
export function LineQuantityInput({ index, max, ...rest }: Props) {
  return <Input name={`quantity-${index}`} type="number" inputMode="numeric" min={0} max={max} {...rest} />;
}
