import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/**
 * The account's current password, asked for before a change to how it signs in (its email address, its password):
 * `currentPassword`, as the account's schemas read it (auth.schema.ts).
 */
export function CurrentPasswordField({ error }: { error: string | undefined }) {
  return (
    <Field label="Current password" error={error}>
      <Input name="currentPassword" type="password" autoComplete="current-password" required maxLength={200} />
    </Field>
  );
}
