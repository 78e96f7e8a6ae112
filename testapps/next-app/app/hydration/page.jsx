"use client";

import Shell from "@/app/_ui/Shell";

// A hydration mismatch: the server renders one text, the browser another.
export default function Hydration() {
  const mode = typeof window === "undefined" ? "prerendered" : "interactive";
  return (
    <Shell title="Status">
      <p>
        Mode: <span className="render-stamp font-mono">{mode}</span>
      </p>
    </Shell>
  );
}
