import Shell from "./Shell.jsx";

const plans = [
  ["Starter", "Free", "For side projects and trying things out."],
  ["Team", "$12", "Shared workspaces and review tools for small teams."],
  ["Scale", "$49", "Single sign-on, audit logs and priority support."],
];

export default function Clean() {
  return (
    <Shell title="Pricing">
      <p className="mb-8 max-w-2xl text-slate-600">Pick the plan that fits. You can change it at any time.</p>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {plans.map(([name, price, text]) => (
          <section key={name} className="rounded-xl border border-slate-200 bg-white p-6">
            <h2 className="text-xl font-semibold">{name}</h2>
            <p className="mt-2 text-2xl font-bold">{price}</p>
            <p className="mt-2 text-slate-600">{text}</p>
            <a href="#signup" className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-indigo-600 px-4 text-white">
              Choose {name}
            </a>
          </section>
        ))}
      </div>
    </Shell>
  );
}
