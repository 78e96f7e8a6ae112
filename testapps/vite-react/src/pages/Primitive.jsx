import Shell from "./Shell.jsx";
import { Button } from "../components/ui/button.jsx";

// A Connect button placed with absolute offsets that stick out of its
// bordered card: the element is rendered by the primitive, the bug is here.
export default function Primitive() {
  return (
    <Shell title="Integrations">
      <ul className="grid max-w-md gap-4">
        <li className="relative rounded-lg border border-slate-200 bg-white p-4 pr-28">
          <h3 className="font-semibold">Telegram</h3>
          <p className="text-sm text-slate-600">Connect with Telegram for real-time messages.</p>
          <Button className="connect-btn absolute top-4 -right-12">Connect</Button>
        </li>
      </ul>
    </Shell>
  );
}
