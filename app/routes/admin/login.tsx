import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { parseInput, toActionData } from "~/lib/http.server";
import { authenticate, createSession } from "~/modules/auth/auth.server";
import { LoginSchema } from "~/modules/auth/auth.schema";
import { currentUser, sessionCookie } from "~/modules/auth/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Admin login" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(context.db, request);
  if (user?.isAdmin) throw redirect("/admin/dashboard");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const input = parseInput(LoginSchema, Object.fromEntries(await request.formData()));
    const user = await authenticate(context.db, input);
    if (!user.isAdmin) {
      return data({ ok: false as const, error: "You don't have admin privileges.", title: "Access Denied", fieldErrors: {} }, { status: 403 });
    }
    const session = await createSession(context.db, user.id);
    return redirect("/admin/dashboard", { headers: { "Set-Cookie": sessionCookie(request, session.token) } });
  } catch (err) {
    return toActionData(err, context.logger);
  }
}

export default function AdminLogin() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const fieldErrors: Record<string, string> = result?.fieldErrors ?? {};
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <div className="w-full max-w-sm rounded-lg border bg-card p-6 shadow-sm">
        <h1 className="mb-6 text-2xl font-bold">Admin Login</h1>
        {result && !result.ok ? (
          <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            {"title" in result ? `${result.title}: ` : ""}
            {result.error}
          </p>
        ) : null}
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <Field label="Email" error={fieldErrors.email}>
            <Input name="email" type="email" autoComplete="email" required />
          </Field>
          <Field label="Password" error={fieldErrors.password}>
            <Input name="password" type="password" autoComplete="current-password" required />
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? "Logging in..." : "Log In"}
          </Button>
        </Form>
      </div>
    </main>
  );
}
