"use client";

import Shell from "@/app/_ui/Shell";

const plans = ["Starter", "Team", "Enterprise"];

// Renders a list without keys: React's key warning must name this file.
function PlanList() {
  return (
    <ul className="plan-list space-y-2">
      {plans.map((name) => (
        <li className="rounded border border-slate-200 bg-white p-3">{name}</li>
      ))}
    </ul>
  );
}

export default function KeyWarning() {
  return (
    <Shell title="Plans">
      <PlanList />
    </Shell>
  );
}
