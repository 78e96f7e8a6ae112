// Planted layout bugs, one page each, of the kind generated pages ship with.
// Each buggy element carries the Tailwind class a finding must name.
import Shell from "./Shell";

const lorem =
  "Every plan includes unlimited projects, daily backups, role-based access and email support with answers within one business day.";

// A promo banner wider than the page: the document scrolls sideways.
export function OverflowX() {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <div className="w-[120%] bg-amber-100 p-4 text-center">Save 20% on yearly plans until the end of the month.</div>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold">Spring sale</h1>
        <p className="mt-4 text-slate-600">Yearly plans are billed once and renew automatically.</p>
      </main>
    </div>
  );
}

// A fixed-width table strip that fits a desktop card but escapes it on
// tablets and phones.
export function Escape() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <h1 className="text-2xl font-bold">Usage</h1>
        <div className="mt-4 w-[1200px] bg-sky-100 p-4">Requests per day, last 30 days</div>
      </section>
    </main>
  );
}

// A long product name cut off with an ellipsis.
export function Truncate() {
  return (
    <Shell title="Cart">
      <div className="w-64 rounded-xl border border-slate-200 bg-white p-4">
        <p className="truncate font-medium">Ergonomic mechanical keyboard with hot-swappable switches and aluminium case</p>
        <p className="mt-1 text-slate-600">$129</p>
      </div>
    </Shell>
  );
}

// A fixed height that cuts a multi-line description to its first line.
export function FixedHeight() {
  return (
    <Shell title="Plan details">
      <div className="w-64 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="font-semibold">Team</h2>
        <p className="h-5 overflow-hidden text-sm text-slate-600">{lorem}</p>
      </div>
    </Shell>
  );
}

// A hint box positioned out of its card, over the neighbouring card's text.
export function Tooltip() {
  return (
    <Shell title="Compare">
      <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 sm:grid-cols-2">
        <section className="relative rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="font-semibold">Starter</h2>
          <p className="text-slate-600">Good for trying things out.</p>
          <div className="absolute left-40 top-16 w-80 rounded-lg bg-slate-900 p-3 text-sm text-white shadow-lg">
            Starter projects are paused after 30 days without activity.
          </div>
        </section>
        <section className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="font-semibold">Team</h2>
          <p className="text-slate-600">{lorem}</p>
          <p className="text-slate-600">{lorem}</p>
        </section>
      </div>
    </Shell>
  );
}

// A pricing card whose absolutely positioned call to action is wider than
// the card and covers the next card's feature list.
export function Cta() {
  return (
    <Shell title="Pricing">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
        <section className="relative min-h-48 rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="font-semibold">Starter</h2>
          <p className="text-slate-600">Free forever.</p>
          <a href="#trial" className="absolute bottom-4 left-6 w-96 rounded-lg bg-indigo-600 px-4 py-3 text-white">
            Start your free 30-day trial today
          </a>
        </section>
        {["Team", "Scale"].map((name) => (
          <section key={name} className="rounded-xl border border-slate-200 bg-white p-6">
            <h2 className="font-semibold">{name}</h2>
            <p className="text-slate-600">{lorem}</p>
            <p className="text-slate-600">{lorem}</p>
          </section>
        ))}
      </div>
    </Shell>
  );
}

// Twenty defects on one page (clipped names, broken images, strips out of
// their cards), for measuring what naming each finding's source costs.
export function Many() {
  return (
    <Shell title="Catalogue">
      <div className="grid grid-cols-3 gap-x-48 gap-y-4">
        {[1, 2, 3, 4, 5, 6].map((i) => (
          <div key={i} className="many-card w-48 rounded border border-slate-200 p-2">
            <p className="many-name overflow-hidden text-ellipsis whitespace-nowrap">Extra long product name number {i}, which cannot fit its card</p>
            <img className="many-img h-8 w-8" src={`/missing-${i}.png`} alt="" />
            <div className="many-strip w-[300px] bg-sky-100">Strip {i}</div>
            {i <= 2 && <button className="many-off fixed -left-[300px] top-0">Buy {i}</button>}
          </div>
        ))}
      </div>
    </Shell>
  );
}
