import { showToast } from "~/components/ui/toaster";

/** SPEC §5: an item with options needs one chosen; the refusal is this toast. */
export function refuseWithoutVariant(options: string[], chosen: string | null): boolean {
  if (options.length === 0 || chosen) return false;
  void showToast({
    kind: "error",
    title: "Please select an option",
    description: "Choose a variant before adding to cart",
  });
  return true;
}
