import { forwardRef, type ButtonHTMLAttributes } from "react";

import { cn } from "~/lib/cn";

const VARIANTS = {
  primary: "bg-primary text-primary-foreground hover:bg-primary/90",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline: "border border-input bg-background hover:bg-muted",
  ghost: "hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
} as const;
const SIZES = { sm: "h-9 px-3 text-sm", md: "h-11 px-5", lg: "h-12 px-7 text-lg", icon: "h-10 w-10" } as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
};

export const buttonClasses = (
  variant: keyof typeof VARIANTS = "primary",
  size: keyof typeof SIZES = "md",
  extra?: string,
) =>
  cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors " +
      "disabled:pointer-events-none disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    extra,
  );

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});

/** A form's submit button, disabled while the form is posting and saying meanwhile what it does (`busyLabel`). */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  ...props
}: ButtonProps & { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}
