import { plans } from "@/app/_ui/plans";

export const dynamic = "force-dynamic";

// Waits a little, like a real backend, so a capture that does not wait for
// the page's own requests photographs "Loading…".
export async function GET() {
  await new Promise((r) => setTimeout(r, 250));
  return Response.json(plans, { headers: { "Cache-Control": "no-store" } });
}
