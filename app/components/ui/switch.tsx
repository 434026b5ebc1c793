import { useState } from "react";

/** An on/off choice posted as "true" or "false" either way, so "off" is never mistaken for "not asked". */
export function Switch({ name, label, defaultOn = true }: { name: string; label: string; defaultOn?: boolean }) {
  const [on, setOn] = useState(defaultOn);
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="hidden" name={name} value={String(on)} />
      <input type="checkbox" role="switch" checked={on} onChange={(e) => setOn(e.target.checked)} className="h-5 w-5" />
      {label}
    </label>
  );
}
