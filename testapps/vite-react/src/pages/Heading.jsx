// A correct page with a tight, large heading: glyph ink above and below a
// line-height: 1 box is normal typography, not clipped text.
export default function Heading() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold leading-none tracking-tight sm:text-6xl">Shipping polished pages, quickly</h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-600">Layouts that hold on every screen, checked before they ship.</p>
    </main>
  );
}
