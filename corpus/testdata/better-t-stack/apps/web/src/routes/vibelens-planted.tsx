// Added for the corpus: a page with planted bugs, built from the app's own
// shadcn/ui components (see corpus.yaml).
import { Button } from "@bts-app/ui/components/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@bts-app/ui/components/card";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/vibelens-planted")({
  component: PlantedComponent,
});

const regions = ["eu-central-1", "us-east-1", "ap-south-1"];

function PlantedComponent() {
  return (
    <div className="container mx-auto grid max-w-3xl gap-6 px-4 py-2">
      <Card className="max-w-sm">
        <CardHeader>
          <CardTitle>API Status</CardTitle>
          <CardDescription>Checked every minute</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          {/* Planted: a nowrap status line in a fixed w-40 box, no ellipsis. */}
          <p className="plan-status w-40 overflow-hidden font-medium whitespace-nowrap">
            All systems operational since the last deploy
          </p>
          <ul className="grid gap-1 text-sm">
            {/* Planted: list items without a key. */}
            {regions.map((region) => (
              <li>{region}</li>
            ))}
          </ul>
        </CardContent>
        <CardFooter className="flex-col gap-3">
          <Button variant="outline">Refresh</Button>
          {/* Planted: a nowrap label wider than its w-28 outlined button: it
              runs past the button's border on both sides, inside the card. */}
          <Button variant="outline" className="plan-upgrade w-28">
            Upgrade your whole team
          </Button>
        </CardFooter>
      </Card>
      <Card className="relative max-w-sm">
        {/* Design, not a defect: a corner ribbon placed 5 px outside the card
            by its own negative offsets, holding a rotated label. */}
        <div className="plan-ribbon absolute top-[-5px] right-[-5px] size-[75px] overflow-hidden">
          <span className="absolute top-[18px] right-[-22px] w-[100px] rotate-45 bg-amber-500 py-0.5 text-center text-xs font-bold text-black">
            Popular
          </span>
        </div>
        <CardHeader>
          <CardTitle>Team plan</CardTitle>
          <CardDescription>Everything in Pro, for up to ten people.</CardDescription>
        </CardHeader>
      </Card>
      <section className="max-w-sm rounded-lg border p-4">
        <h2 className="mb-2 font-medium">Usage</h2>
        {/* Planted: a fixed 600 px bar in a bordered section. */}
        <div className="plan-usage h-2 w-[600px] rounded bg-primary" />
      </section>
    </div>
  );
}
