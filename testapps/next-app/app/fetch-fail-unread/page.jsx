"use client";

import { useEffect, useState } from "react";
import Shell from "@/app/_ui/Shell";

// The most common error handling in real apps: check res.ok and throw,
// never reading the error body; the page then shows its error state.
export default function FetchFailUnread() {
  const [state, setState] = useState({ plans: null, error: null });
  useEffect(() => {
    fetch("/api/broken")
      .then((res) => {
        if (!res.ok) throw new Error("plans API answered " + res.status);
        return res.json();
      })
      .then((plans) => setState({ plans, error: null }))
      .catch((error) => setState({ plans: null, error }));
  }, []);
  let body = <p id="loading">Loading…</p>;
  if (state.error) body = <p id="failed" className="text-red-700">Could not load plans: {state.error.message}</p>;
  else if (state.plans) body = <p id="loaded">Loaded: {state.plans.length} plans</p>;
  return <Shell title="Plans">{body}</Shell>;
}
