import { useEffect, useState } from "react";
import Shell from "./Shell.jsx";

export default function FetchContent() {
  const [plans, setPlans] = useState(null);
  useEffect(() => {
    fetch("/api/plans")
      .then((res) => res.json())
      .then(setPlans);
  }, []);
  return (
    <Shell title="Plans">
      {plans === null ? (
        <p id="loading">Loading…</p>
      ) : (
        <>
          <p id="loaded">Loaded: {plans.length} plans</p>
          <ul className="mt-4 list-disc pl-6">
            {plans.map((p) => (
              <li key={p.id}>{p.name}</li>
            ))}
          </ul>
        </>
      )}
    </Shell>
  );
}
