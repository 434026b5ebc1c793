// The settings editor's "Tracking" tab.
import { useState } from "react";
import { toast } from "sonner";

import { useCsrfToken } from "~/components/admin/csrf-field";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { CSRF_HEADER } from "~/lib/csrf";

import type { SettingsFields } from "../settings-fields";

export function TrackingTab({ f }: { f: SettingsFields }) {
  const csrf = useCsrfToken();
  return f.section(
    "Tracking",
    <>
      {f.toggle("trackingPageEnabled", "Enable the order tracking page")}
      {f.text("trackingPageTitle", "Tracking page title")}
      {f.text("trackingPageSubtitle", "Tracking page subtitle")}
      <TrackingKeyField
        csrf={csrf}
        value={f.values.track17ApiKey ?? ""}
        error={f.errors.track17ApiKey}
        onChange={(key) => f.set("track17ApiKey", key)}
      />
    </>,
  );
}

/** The 17TRACK key with its Test button; the result is said inline (SPEC §4 'Tracking API test'). */
function TrackingKeyField({
  value,
  error,
  csrf,
  onChange,
}: {
  value: string;
  error?: string;
  csrf: string;
  onChange: (key: string) => void;
}) {
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<{ success: boolean; message: string } | null>(null);
  const FAILED = "Failed to connect. Please check your API key.";

  const test = async () => {
    setTesting(true);
    setOutcome(null);
    try {
      const response = await fetch("/api/track-order", {
        method: "POST",
        headers: { "Content-Type": "application/json", [CSRF_HEADER]: csrf },
        body: JSON.stringify({ orderNumber: "TEST-CONNECTION", testConnection: true, apiKey: value }),
      });
      const json = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
      const success = response.ok && json?.success === true;
      setOutcome({ success, message: success ? "API key is valid and working" : FAILED });
      if (success) toast.success("17track API connection successful");
    } catch {
      setOutcome({ success: false, message: FAILED });
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Field label="17TRACK API key" error={error} hint="Kept on the server; never shown on the storefront.">
        <Input
          type="password"
          name="track17ApiKey"
          value={value}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setOutcome(null);
            onChange(e.target.value);
          }}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => void test()} disabled={testing || value.trim() === ""}>
          {testing ? "Testing..." : "Test"}
        </Button>
        <p
          role="status"
          className={outcome?.success ? "text-sm font-medium text-success" : "text-sm font-medium text-destructive"}
        >
          {outcome?.message ?? ""}
        </p>
      </div>
    </div>
  );
}
