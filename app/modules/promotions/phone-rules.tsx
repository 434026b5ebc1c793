import { Fragment, type ReactNode } from "react";

/**
 * A promotion's rules under its name on a phone, where their columns wait for a wider screen: every rule stays
 * readable at 360 px, each with its label. From the small breakpoint up the columns show them instead.
 */
export function PhoneRules({ rules }: { rules: [label: string, value: ReactNode][] }) {
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs font-normal sm:hidden">
      {rules.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
