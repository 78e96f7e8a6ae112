export default function Shell({ title, children }) {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-4 sm:px-6">
          <span className="text-lg font-semibold">Acme Plans</span>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <h1 className="mb-6 text-3xl font-bold">{title}</h1>
        {children}
      </main>
    </div>
  );
}
