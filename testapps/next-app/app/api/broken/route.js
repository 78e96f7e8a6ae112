export const dynamic = "force-dynamic";

// A 500 whose body is streamed (chunked transfer encoding, no
// content-length), the shape of most Node backends' error answers.
export async function GET() {
  await new Promise((r) => setTimeout(r, 250));
  const body = new ReadableStream({
    start(c) {
      c.enqueue(new TextEncoder().encode(JSON.stringify({ error: "database unavailable" })));
      c.close();
    },
  });
  return new Response(body, { status: 500, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });
}
