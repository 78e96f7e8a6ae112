"use client";

import Shell from "@/app/_ui/Shell";

// A hydration mismatch: the server renders one text, the browser another.
export default function Hydration() {
  const where = typeof window === "undefined" ? "server" : "client";
  return (
    <Shell title="Status">
      <p>
        Rendered on the <span className="render-stamp font-mono">{where}</span>.
      </p>
    </Shell>
  );
}
