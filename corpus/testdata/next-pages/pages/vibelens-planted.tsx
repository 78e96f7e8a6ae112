// Added for the corpus: a page with planted bugs in the template's own
// Tailwind style (see corpus.yaml).
import Image from "next/image";

export default function Planted() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-zinc-50 font-sans dark:bg-black">
      <main className="flex min-h-screen w-full max-w-3xl flex-col gap-8 py-32 px-16 bg-white dark:bg-black">
        <h1 className="text-3xl font-semibold leading-10 tracking-tight text-black dark:text-zinc-50">
          Deploy status
        </h1>
        {/* Planted: a nowrap pill label in a fixed w-40 box. */}
        <span className="plan-pill w-40 overflow-hidden whitespace-nowrap rounded-full bg-black/[.06] px-4 py-2 text-base font-medium">
          Production deployment ready
        </span>
        {/* Planted: an image whose file is missing. */}
        <Image
          className="plan-logo dark:invert h-5 w-[100px]"
          src="/vercel-wordmark.svg"
          alt="Vercel wordmark"
          width={100}
          height={20}
        />
      </main>
    </div>
  );
}
