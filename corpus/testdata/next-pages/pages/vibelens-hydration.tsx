// Added for the corpus: a planted hydration mismatch in the template's own
// Tailwind style (see corpus.yaml). On a page of its own: Next's dev overlay
// opens over the page it happens on.
export default function PlantedHydration() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-zinc-50 font-sans dark:bg-black">
      <main className="flex min-h-screen w-full max-w-3xl flex-col gap-8 py-32 px-16 bg-white dark:bg-black">
        <h1 className="text-3xl font-semibold leading-10 tracking-tight text-black dark:text-zinc-50">
          Deploy status
        </h1>
        {/* Planted: text that differs between server and client. */}
        <p className="plan-rendered text-lg leading-8 text-zinc-600 dark:text-zinc-400">
          Rendered in the {typeof window === "undefined" ? "server" : "browser"}.
        </p>
      </main>
    </div>
  );
}
